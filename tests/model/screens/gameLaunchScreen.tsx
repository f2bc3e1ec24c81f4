import { act, screen } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import { CategoryNav } from '../../../src/features/layout/CategoryNav';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import type { LaunchedGame } from '../../../src/api/games';
import { sessionData } from '../../../src/store/session';
import { deferred, renderWithSite, sessionRecorder, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & {
  launching: ReturnType<typeof deferred<LaunchedGame>> | null;
  open: Mock;
  notify: Mock;
  session: ReturnType<typeof sessionRecorder>;
};

const playButton = (platType: string) => document.querySelector<HTMLButtonElement>(`[data-venue="${platType}"]`)!;

export interface GameMocks {
  launchGame: Mock;
  getWalletOverview: Mock;
  getTransferRecords: Mock;
}

export function gameLaunchScreen(mocks: GameMocks): ScreenAdapter<Ui> {
  return {
    flowId: 'gameLaunch',
    mount() {
      sessionData.gameNavList = [
        {
          gameType: 1,
          gameTypeName: 'Live casino',
          layout: 1,
          link: '/game/realbet',
          imgUrl: '',
          platTypeList: [
            { platType: 'rlive', apiTitle: 'Royal Live', eng: 'Royal Live', pcNavbarImgUrl: '' },
            { platType: 'glive', apiTitle: 'Grand Live', eng: 'Grand Live', pcNavbarImgUrl: '' },
          ],
        },
      ];
      const ui = { launching: null, open: vi.fn(), notify: vi.fn() } as unknown as Ui;
      vi.spyOn(window, 'open').mockImplementation(ui.open);
      mocks.getWalletOverview.mockResolvedValue({ walletType: 1, centralBalance: '0.00', venueBalance: '0.00', walletList: [] });
      mocks.getTransferRecords.mockResolvedValue({ records: [], total: 0, pageIndex: 1, pageSize: 5 });
      mocks.launchGame.mockImplementation(() => {
        ui.launching = deferred<LaunchedGame>();
        return ui.launching.promise;
      });
      ui.session = sessionRecorder();
      const actors = { session: ui.session, notify: ui.notify } as unknown as SiteActors;
      Object.assign(ui, renderWithSite(<SiteActorsContext.Provider value={actors}><CategoryNav /></SiteActorsContext.Provider>));
      return ui;
    },
    events: {
      async PLAY(ui, event) {
        ui.session.send(event.member ? { type: 'LOGGED_IN', token: 'member-token', newMember: false } : { type: 'LOGOUT' });
        await ui.user.click(playButton(String(event.platType)));
      },
      async DISMISS(ui) {
        await ui.user.click(screen.getByRole('button', { name: text('common.cancel') }));
      },
      async 'xstate.done.actor.launchGame'(ui, event) {
        const output = event.output as LaunchedGame;
        await act(async () => ui.launching!.resolve(output));
        expect(ui.open).toHaveBeenLastCalledWith(output.url, '_blank');
        const moved = output.movedIn !== '0.00';
        expect(ui.notify.mock.calls.some(([, key]) => key === 'games.movedIn')).toBe(moved);
      },
      async 'xstate.error.actor.launchGame'(ui) {
        await act(async () => ui.launching!.reject(new Error('venue unavailable')));
        expect(ui.open).not.toHaveBeenCalled();
      },
    },
    states: {
      'gameLaunch.idle': () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(playButton('rlive').disabled).toBe(false);
        expect(playButton('rlive').textContent).toBe(text('nav.play'));
      },
      'gameLaunch.loginPrompt': () => {
        expect(screen.getByRole('dialog').textContent).toContain(text('prompt.loginFirst'));
      },
      'gameLaunch.launching': (_, expected) => {
        const venue = String(expected.context.platType);
        expect(playButton(venue).textContent).toBe(text('games.opening'));
        expect(playButton('glive').textContent).toBe(text('nav.play'));
        expect(playButton('glive').disabled).toBe(true);
      },
    },
  };
}
