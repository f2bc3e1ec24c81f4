import type { MemberInfo } from '../contract/member';
import { assign, fromPromise, setup, stateIn } from 'xstate';
import { languageCodeOf, type LanguageCode } from './rules/language';

/**
 * The member session of spec section 4. Logged in equals a stored token.
 * Storage, navigation, reload, notices and API calls are named here and
 * supplied by the app with `provide()`, so the machine runs anywhere.
 */

export type { MemberInfo };

export interface MemberSnapshot {
  userInfo: MemberInfo;
  /** The central wallet's spendable money (what the header shows as the balance). */
  userBalance: number;
  /** Central money held by withdrawals under review: not spendable, not yet paid out. */
  heldBalance: number;
}

export interface SessionInput {
  token: string | null;
  language: LanguageCode;
}

export interface SessionContext {
  token: string | null;
  language: LanguageCode;
  justLoggedIn: boolean;
  /** The last before-unload's own time stamp (the page's clock, ms), while an unload may follow. */
  beforeUnloadAt: number | null;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; token: string; newMember: boolean }
  | { type: 'LOGOUT' }
  | { type: 'REFRESH_MEMBER' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'FORBIDDEN'; ip: string | null }
  /** `at`: the browser event's own time stamp (ms on the page's clock). */
  | { type: 'BEFORE_UNLOAD'; at: number }
  /** `otherWindows`: the site's other open windows (tabs, game windows) as the page counts them. */
  | { type: 'UNLOAD'; at: number; otherWindows: number };

/**
 * Whether the visitor is a member: logged in equals holding a token. The one
 * answer to "logged in?" for the whole site (views, route guard, API client).
 */
export const isSignedIn = (snapshot: { context: Pick<SessionContext, 'token'> }): boolean => Boolean(snapshot.context.token);

/** A page unload this soon after its before-unload (spec section 4: within 5 ms, 5 included) means the window is closing. */
export const UNLOAD_WINDOW_MS = 5;

/**
 * Whether an unload is the close of the site's last window, from what the browser reports: the two
 * events' own time stamps (no timer, so a busy machine cannot make a late one look like a close) and the
 * site's other windows. A reload of that window looks the same here; the token it sets aside in the tab's
 * own storage tells them apart on the next load (the browser drops that storage with the tab).
 */
export const closesLastWindow = (beforeUnloadAt: number | null, unload: { at: number; otherWindows: number }): boolean =>
  beforeUnloadAt !== null && unload.at >= beforeUnloadAt && unload.at - beforeUnloadAt <= UNLOAD_WINDOW_MS && unload.otherWindows === 0;

const signOff = {
  target: '#session.lifecycle.leaving',
  actions: ['forgetToken', 'clearStoredToken', 'clearMember', 'announceLogout', 'reload'],
} as const;

const notProvided = (name: string) => () => {
  throw new Error(`session: ${name} was not provided`);
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    checkRestriction: fromPromise<void>(notProvided('checkRestriction')),
    loadMember: fromPromise<MemberSnapshot>(notProvided('loadMember')),
    logout: fromPromise<void>(notProvided('logout')),
  },
  actions: {
    rememberToken: assign({
      token: (_, params: { token: string }) => params.token,
      justLoggedIn: true,
    }),
    forgetToken: assign({ token: null, justLoggedIn: false }),
    noteBeforeUnload: assign({ beforeUnloadAt: (_, params: { at: number }) => params.at }),
    forgetBeforeUnload: assign({ beforeUnloadAt: null }),
    settleLogin: assign({ justLoggedIn: false }),
    storeToken: (_, _params: { token: string }) => {},
    clearStoredToken: () => {},
    /** Takes the stored token out of the site's storage into the closing tab's own (see closesLastWindow). */
    setTokenAside: () => {},
    publishMember: (_, _params: MemberSnapshot) => {},
    clearMember: () => {},
    applyLanguage: (_, _params: { language: LanguageCode }) => {},
    storeForbiddenIp: (_, _params: { ip: string | null }) => {},
    announceLogin: (_, _params: { newMember: boolean }) => {},
    announceLogout: () => {},
    goHome: () => {},
    goForbidden: () => {},
    reload: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    justLoggedIn: ({ context }) => context.justLoggedIn,
    /** Right after a login, the member's saved language differs from the page's. */
    freshLoginInOtherLanguage: ({ context }, params: { languageType: number | null }) => {
      const language = languageCodeOf(params.languageType);
      return context.justLoggedIn && language !== null && language !== context.language;
    },
    onForbiddenPage: () => false,
    closesLastWindow: ({ context }, params: { at: number; otherWindows: number }) =>
      closesLastWindow(context.beforeUnloadAt, params),
    /** No other window of the site stays open as this one unloads. */
    lastWindow: (_, params: { otherWindows: number }) => params.otherWindows === 0,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({ token: input.token, language: input.language, justLoggedIn: false, beforeUnloadAt: null }),
  states: {
    lifecycle: {
      initial: 'active',
      states: {
        active: {
          initial: 'checkingRestriction',
          on: {
            UNAUTHORIZED: {
              target: 'leaving',
              actions: ['forgetToken', 'clearStoredToken', 'clearMember', 'goHome', 'reload'],
            },
            FORBIDDEN: [
              {
                guard: 'onForbiddenPage',
                target: 'forbidden',
                actions: { type: 'storeForbiddenIp', params: ({ event }) => ({ ip: event.ip }) },
              },
              {
                target: 'leaving',
                actions: [
                  { type: 'storeForbiddenIp', params: ({ event }) => ({ ip: event.ip }) },
                  'goForbidden',
                  'reload',
                ],
              },
            ],
          },
          states: {
            checkingRestriction: {
              invoke: {
                id: 'checkRestriction',
                src: 'checkRestriction',
                onDone: 'resolving',
                // An unreachable check must not lock members out; a 403 arrives as FORBIDDEN.
                onError: 'resolving',
              },
            },
            resolving: {
              always: [{ guard: 'hasToken', target: 'member' }, { target: 'guest' }],
            },
            guest: {
              on: {
                LOGGED_IN: {
                  target: 'member',
                  actions: [
                    { type: 'rememberToken', params: ({ event }) => ({ token: event.token }) },
                    { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
                    { type: 'announceLogin', params: ({ event }) => ({ newMember: event.newMember }) },
                  ],
                },
              },
            },
            member: {
              tags: ['member'],
              initial: 'loading',
              on: { LOGOUT: 'loggingOut' },
              states: {
                loading: {
                  tags: ['loadingMember'],
                  invoke: {
                    id: 'loadMember',
                    src: 'loadMember',
                    onDone: [
                      {
                        guard: {
                          type: 'freshLoginInOtherLanguage',
                          params: ({ event }) => ({ languageType: event.output.userInfo.languageType }),
                        },
                        target: '#session.lifecycle.leaving',
                        actions: [
                          { type: 'publishMember', params: ({ event }) => event.output },
                          {
                            type: 'applyLanguage',
                            params: ({ event }) => ({
                              language: languageCodeOf(event.output.userInfo.languageType)!,
                            }),
                          },
                          'goHome',
                          'reload',
                        ],
                      },
                      {
                        guard: 'justLoggedIn',
                        target: 'ready',
                        actions: [
                          { type: 'publishMember', params: ({ event }) => event.output },
                          'settleLogin',
                          'goHome',
                        ],
                      },
                      {
                        target: 'ready',
                        actions: { type: 'publishMember', params: ({ event }) => event.output },
                      },
                    ],
                    // The API client has already shown why; the member keeps the session.
                    onError: { target: 'ready', actions: 'settleLogin' },
                  },
                },
                ready: {
                  on: { REFRESH_MEMBER: 'loading' },
                },
              },
            },
            loggingOut: {
              invoke: {
                id: 'logout',
                src: 'logout',
                onDone: signOff,
                // The token is dropped locally even when the server cannot be told.
                onError: signOff,
              },
            },
          },
        },
        forbidden: {},
        leaving: {},
      },
    },
    unloadWatch: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            BEFORE_UNLOAD: { target: 'armed', actions: { type: 'noteBeforeUnload', params: ({ event }) => ({ at: event.at }) } },
          },
        },
        armed: {
          on: {
            // A before-unload the member cancelled is followed by a later one: the window starts from it.
            BEFORE_UNLOAD: { actions: { type: 'noteBeforeUnload', params: ({ event }) => ({ at: event.at }) } },
            UNLOAD: [
              // A reload the session asked for keeps the token it just stored.
              { guard: stateIn('#session.lifecycle.leaving'), target: 'idle', actions: 'forgetBeforeUnload' },
              {
                guard: { type: 'closesLastWindow', params: ({ event }) => ({ at: event.at, otherWindows: event.otherWindows }) },
                target: 'idle',
                actions: ['forgetToken', 'setTokenAside', 'clearMember', 'forgetBeforeUnload'],
              },
              // The last window unloading more slowly than the spec's close (a reload, or a close on a busy
              // machine): the login state stays, but the token waits in this tab's own storage all the same,
              // so a reload takes it back and a close, however slow, leaves no window signed in.
              {
                guard: { type: 'lastWindow', params: ({ event }) => ({ otherWindows: event.otherWindows }) },
                target: 'idle',
                actions: ['setTokenAside', 'forgetBeforeUnload'],
              },
              { target: 'idle', actions: 'forgetBeforeUnload' },
            ],
          },
        },
      },
    },
  },
});
