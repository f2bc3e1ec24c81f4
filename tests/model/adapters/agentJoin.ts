import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';

/** The server's words for a refused join. */
export const JOIN_REFUSED = Object.assign(new Error('API call failed with code 409'), { code: 409, msg: 'The agent programme is closed for now.' });

/** The invitation the server answers a join with. */
export const JOINED_INFO = { isAgent: true, inviteCode: 'KTAZRPG4', inviteUrl: 'http://localhost/#/user/register?code=KTAZRPG4', invitedBy: null, joinTime: 0 };

export const agentJoinModel: ModelAdapter = {
  flowId: 'agentJoin',
  scenarios: [{ name: 'a member who is not an agent yet' }],
  events: [
    { type: 'TOGGLE_TERMS' },
    { type: 'JOIN' },
    { type: 'xstate.done.actor.join', output: JOINED_INFO },
    { type: 'xstate.error.actor.join', error: JOIN_REFUSED },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.agreed, snapshot.context.problem]),
};
