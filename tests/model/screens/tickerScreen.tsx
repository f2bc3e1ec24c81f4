import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { TICKER_STEP_MS } from '../../../machines/ticker';
import { Ticker } from '../../../src/features/home/Ticker';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import { renderWithSite } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & { restore(): void };

const box = () => screen.getByTestId('ticker');
const copies = () => box().querySelectorAll('.ticker__text').length;
const offset = () => Number(box().querySelector<HTMLElement>('.ticker__track')!.style.transform.match(/-?([\d.]+)px/)?.[1] ?? 0);

/** jsdom lays nothing out: the sizes the model measures are handed to the elements, then a resize re-measures. */
let sizes = { contentWidth: 0, boxWidth: 0 };

export const tickerScreen: ScreenAdapter<Ui> = {
  flowId: 'ticker',
  mount() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sizes = { contentWidth: 0, boxWidth: 0 };
    const offsetWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ticker__text') ? sizes.contentWidth : 0;
    });
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ticker__box') ? sizes.boxWidth : 0;
    });
    const ui = renderWithSite(
      <SiteActorsContext.Provider value={{} as SiteActors}>
        <Ticker text="Welcome to Golden Arena! Deposits arrive in about 5-15 minutes." onMore={() => {}} />
      </SiteActorsContext.Provider>,
    );
    return {
      ...ui,
      restore: () => {
        offsetWidth.mockRestore();
        clientWidth.mockRestore();
      },
    };
  },
  unmount(ui) {
    ui.restore();
    vi.useRealTimers();
  },
  events: {
    async MEASURE(_, event) {
      sizes = { contentWidth: Number(event.contentWidth), boxWidth: Number(event.boxWidth) };
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
    },
    async HOVER() {
      fireEvent.mouseEnter(box());
    },
    async LEAVE() {
      fireEvent.mouseLeave(box());
    },
    async 'xstate.after.step.ticker.scrolling.running'() {
      await act(async () => vi.advanceTimersByTime(TICKER_STEP_MS));
    },
  },
  states: {
    'ticker.measuring': () => {
      expect(box().dataset.state).toBe('still');
      expect(copies()).toBe(1);
    },
    'ticker.fitting': () => {
      expect(box().dataset.state).toBe('still');
      expect(copies()).toBe(1);
      expect(offset()).toBe(0);
    },
    'ticker.scrolling.running': (_, expected) => {
      expect(box().dataset.state).toBe('running');
      expect(copies()).toBe(2);
      expect(offset()).toBe(expected.context.offset);
    },
    'ticker.scrolling.paused': (_, expected) => {
      expect(box().dataset.state).toBe('paused');
      expect(offset()).toBe(expected.context.offset);
    },
  },
};
