import { act, screen } from '@testing-library/react';
import { createActor, type AnyActorRef } from 'xstate';
import { expect, vi } from 'vitest';
import { toastMachine, TOAST_DURATION_MS, type Toast } from '../../../machines/toast';
import { ToastHost } from '../../../src/components/ToastHost';
import type { SiteActors } from '../../../src/session/actors';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import { renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & { toast: AnyActorRef };

export const toastScreen: ScreenAdapter<Ui> = {
  flowId: 'toast',
  mount() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const toast = createActor(toastMachine).start();
    const actors = { toast } as unknown as SiteActors;
    return { ...renderWithSite(<SiteActorsContext.Provider value={actors}><ToastHost /></SiteActorsContext.Provider>), toast };
  },
  unmount() {
    vi.useRealTimers();
  },
  events: {
    // Notices come from the app (a login, a server message), not from a click.
    async SHOW(ui, event) {
      act(() => ui.toast.send({ type: 'SHOW', toast: event.toast as Toast }));
    },
    async DISMISS(ui) {
      await ui.user.click(screen.getByRole('status'));
    },
    async 'xstate.after.toastDuration.toast.showing'() {
      await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    },
  },
  states: {
    'toast.idle': () => expect(screen.queryByRole('status')).toBeNull(),
    'toast.showing': () => expect(screen.getByRole('status').textContent).toContain(text('notice.loginSuccess')),
  },
};
