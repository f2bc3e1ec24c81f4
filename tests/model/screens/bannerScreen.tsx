import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { BANNER_ROTATION_MS } from '../../../machines/banner';
import type { Slide } from '../../../src/api/content';
import { Banner } from '../../../src/features/home/Banner';
import { renderWithSite, text } from '../../components/renderWithSite';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & { show(count: number): void };

/** Slides with and without an activity, so either kind of click can be made. */
const slides = (count: number): Slide[] =>
  Array.from({ length: count }, (_, index) => ({ imgUrl: `/content/banners/banner-${index + 1}-en.svg`, activityId: index % 2 === 0 ? 101 : null }));

const dots = () => screen.queryAllByRole('button', { name: /^Slide \d+$/ }).filter((button) => button.classList.contains('banner__dot'));

export const bannerScreen: ScreenAdapter<Ui> = {
  flowId: 'banner',
  mount() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.location.hash = '#/';
    // The slides arrive later, as from the API: a holder lets the adapter hand them in.
    const holder: { show: (count: number) => void } = { show: () => {} };
    function WithSlides() {
      const [count, setCount] = useState(0);
      holder.show = setCount;
      return <Banner slides={slides(count)} />;
    }
    const ui = renderWithSite(
      <SiteActorsContext.Provider value={{} as SiteActors}>
        <WithSlides />
      </SiteActorsContext.Provider>,
    );
    return { ...ui, show: (count: number) => holder.show(count) };
  },
  unmount() {
    vi.useRealTimers();
  },
  events: {
    async SET_SLIDES(ui, event) {
      act(() => ui.show(Number(event.count)));
    },
    async NEXT(ui) {
      await ui.user.click(screen.getByRole('button', { name: text('home.next') }));
    },
    async PREV(ui) {
      await ui.user.click(screen.getByRole('button', { name: text('home.previous') }));
    },
    async GO(ui, event) {
      await ui.user.click(dots()[Number(event.index)]);
    },
    async OPEN(ui, event) {
      const kind = event.activityId === null ? 'banner__slide:not(.banner__slide--link)' : 'banner__slide--link';
      fireEvent.click(ui.container.querySelector(`.${kind}`)!);
    },
    async 'xstate.after.rotation.banner.rotating'() {
      await act(async () => vi.advanceTimersByTime(BANNER_ROTATION_MS));
    },
  },
  states: {
    'banner.still': () => expect(dots()).toHaveLength(0),
    'banner.rotating': (_, expected) => {
      expect(dots()).toHaveLength(expected.context.count);
      expect(dots()[expected.context.index].getAttribute('aria-current')).toBe('true');
    },
  },
};
