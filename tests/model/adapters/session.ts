import type { AnyMachineSnapshot } from 'xstate';
import type { MemberSnapshot } from '../../../machines/session';
import type { ModelAdapter } from '../model';

export const member = (languageType: number | null): MemberSnapshot => ({
  userInfo: { photoUrl: null, userName: 'demo01', levelId: 3, joinDays: 128, languageType, currencyType: 1,
    phone: null, realName: null, gender: null, birthDate: null, registeredAt: 0, email: null, hasWithdrawPassword: false },
  userBalance: 0,
  heldBalance: 0,
});

export const sessionModel: ModelAdapter = {
  flowId: 'session',
  scenarios: [
    { name: 'visitor', input: { token: null, language: 'zh' } },
    { name: 'returning member', input: { token: 'stored-token', language: 'zh' } },
    {
      name: 'visitor already on the forbidden page',
      input: { token: null, language: 'zh' },
      implementations: { guards: { onForbiddenPage: () => true } },
    },
  ],
  events: [
    { type: 'xstate.done.actor.checkRestriction' },
    { type: 'xstate.error.actor.checkRestriction', error: new Error('unreachable') },
    { type: 'LOGGED_IN', token: 'fresh-token', newMember: false },
    { type: 'xstate.done.actor.loadMember', output: member(null) },
    { type: 'xstate.done.actor.loadMember', output: member(3) },
    { type: 'xstate.error.actor.loadMember', error: new Error('busy') },
    { type: 'REFRESH_MEMBER' },
    { type: 'LOGOUT' },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
    { type: 'UNAUTHORIZED' },
    { type: 'FORBIDDEN', ip: '198.51.100.7' },
    // The browser's own time stamps: 5 ms after the before-unload is still within the spec's window, 6 is not.
    { type: 'BEFORE_UNLOAD', at: 1000 },
    { type: 'UNLOAD', at: 1005, otherWindows: 0 },
    { type: 'UNLOAD', at: 1006, otherWindows: 0 },
    { type: 'UNLOAD', at: 1001, otherWindows: 1 },
  ],
  simplePathEvents: (event) => !/UNLOAD/.test(event.type),
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.token !== null, snapshot.context.justLoggedIn]),
};
