import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { AGE_NOTICE_REPEAT_MS, type AgeNoticeInput } from '../../../machines/ageNotice';
import { AgeNotice } from '../../../src/features/home/AgeNotice';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import { renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

/** The page's clock runs on during a replay, so the adapter tracks the time it stored itself. */
type Ui = ReturnType<typeof renderWithSite> & { storedAt: number | null };

const notice = () => screen.queryByRole('dialog', { name: text('age.title') });

export const ageNoticeScreen: ScreenAdapter<Ui> = {
  flowId: 'ageNotice',
  mount(path) {
    const { storedAt, now } = path.scenario.input as AgeNoticeInput;
    vi.useFakeTimers({ shouldAdvanceTime: true, now });
    if (storedAt === null) localStorage.removeItem('AgeNoticeShownAt');
    else localStorage.setItem('AgeNoticeShownAt', String(storedAt));
    const ui = renderWithSite(
      <SiteActorsContext.Provider value={{} as SiteActors}>
        <AgeNotice />
      </SiteActorsContext.Provider>,
    );
    return { ...ui, storedAt };
  },
  unmount() {
    vi.useRealTimers();
  },
  events: {
    async DISMISS(ui) {
      ui.storedAt = Date.now();
      await ui.user.click(screen.getByRole('button', { name: text('age.confirm') }));
    },
    async LEAVE(ui) {
      await ui.user.click(screen.getByRole('button', { name: text('age.leave') }));
    },
    async 'xstate.after.untilDue.ageNotice.hidden'(ui) {
      const remaining = (ui.storedAt ?? Date.now()) + AGE_NOTICE_REPEAT_MS - Date.now();
      await act(async () => vi.advanceTimersByTime(Math.max(0, remaining)));
    },
  },
  states: {
    // Eventless: the notice never rests here, so no snapshot shows it.
    'ageNotice.checking': () => expect.fail('checking is never a resting state'),
    'ageNotice.showing': () => expect(notice()).not.toBeNull(),
    // The farewell covers the site instead of the notice; nothing was stored.
    'ageNotice.left': (ui) => {
      expect(notice()).toBeNull();
      expect(screen.getByRole('dialog', { name: text('age.farewellTitle') })).not.toBeNull();
      expect(localStorage.getItem('AgeNoticeShownAt') === null ? null : Number(localStorage.getItem('AgeNoticeShownAt'))).toBe(ui.storedAt);
    },
    'ageNotice.hidden': (ui) => {
      expect(notice()).toBeNull();
      const stored = Number(localStorage.getItem('AgeNoticeShownAt'));
      expect(Math.abs(stored - ui.storedAt!)).toBeLessThan(1000);
    },
  },
};
