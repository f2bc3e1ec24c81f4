import type { LaunchedGame as LaunchReply } from '../contract/games';
import { assign, fromPromise, setup } from 'xstate';
import { parseAmount } from './rules/money';

/**
 * Opening a venue's game from a play button (spec sections 2 and 6): a guest is asked to log in first;
 * a member's launch asks the server for the venue's address, which in transfer-free mode also moves
 * the member's money into the venue, then opens it and refreshes the balances. A refused launch opens
 * nothing (the API client has shown the server's message).
 */

/** `gameCode` opens one game of the venue (the e-game lobby's play buttons); without it, the venue's own lobby. */
export type GameLaunchEvent = { type: 'PLAY'; platType: string; gameCode?: string; member: boolean } | { type: 'DISMISS' };

/** What the machine reads of a launch's reply (contract/games.ts). */
export type LaunchedGame = Pick<LaunchReply, 'url' | 'movedIn'>;

export const gameLaunchMachine = setup({
  types: {
    context: {} as { platType: string | null; gameCode: string | null },
    events: {} as GameLaunchEvent,
  },
  actors: {
    launchGame: fromPromise<LaunchedGame, { platType: string; gameCode: string | null }>(() => {
      throw new Error('gameLaunch: launchGame was not provided');
    }),
  },
  actions: {
    rememberVenue: assign({
      platType: ({ event }) => (event.type === 'PLAY' ? event.platType : null),
      gameCode: ({ event }) => (event.type === 'PLAY' ? (event.gameCode ?? null) : null),
    }),
    forgetVenue: assign({ platType: null, gameCode: null }),
    openGame: (_, _params: { url: string }) => {},
    announceMoved: () => {},
    refreshBalances: () => {},
  },
  guards: {
    isGuest: ({ event }) => event.type === 'PLAY' && !event.member,
    movedMoney: (_, params: { movedIn: string }) => {
      const moved = parseAmount(params.movedIn);
      return 'minor' in moved && moved.minor > 0;
    },
  },
}).createMachine({
  id: 'gameLaunch',
  context: { platType: null, gameCode: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        PLAY: [{ guard: 'isGuest', target: 'loginPrompt' }, { target: 'launching', actions: 'rememberVenue' }],
      },
    },
    loginPrompt: {
      tags: ['loginPrompt'],
      on: { DISMISS: 'idle' },
    },
    launching: {
      tags: ['launching'],
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => ({ platType: context.platType!, gameCode: context.gameCode }),
        onDone: [
          {
            guard: { type: 'movedMoney', params: ({ event }) => ({ movedIn: event.output.movedIn }) },
            target: 'idle',
            actions: [
              { type: 'openGame', params: ({ event }) => ({ url: event.output.url }) },
              'announceMoved',
              'refreshBalances',
              'forgetVenue',
            ],
          },
          {
            target: 'idle',
            actions: [{ type: 'openGame', params: ({ event }) => ({ url: event.output.url }) }, 'refreshBalances', 'forgetVenue'],
          },
        ],
        onError: { target: 'idle', actions: 'forgetVenue' },
      },
    },
  },
});
