import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';

/**
 * Joining the agent programme (issue 26): a member who is not an agent yet reads the rules, ticks that they
 * agree (nothing is sent before: the spec's terms message, in the programme's words) and joins; the server
 * makes the invitation code once. A refusal keeps the card open with the server's words; a join ends the card
 * (`joined`, which the page supplies: show the code and link).
 */

export const AGREE_FIRST = 'agent.join.agreeFirst';

export interface AgentJoinContext {
  agreed: boolean;
  /** A locale key (agree first) or the server's words, or null. */
  problem: string | null;
}

export type AgentJoinEvent = { type: 'TOGGLE_TERMS' } | { type: 'JOIN' };

export const agentJoinMachine = setup({
  types: {
    context: {} as AgentJoinContext,
    events: {} as AgentJoinEvent,
  },
  actors: {
    join: fromPromise<unknown>(() => {
      throw new Error('agentJoin: join was not provided');
    }),
  },
  actions: {
    toggleTerms: assign(({ context }) => ({ agreed: !context.agreed, problem: null })),
    askToAgree: assign({ problem: AGREE_FIRST }),
    refuse: assign((_, params: { error: unknown }) => ({ problem: callFailureOf(params.error).msg ?? 'call.network' })),
    joined: (_, _params: { info: unknown }) => {},
  },
  guards: {
    notAgreed: ({ context }) => !context.agreed,
  },
}).createMachine({
  id: 'agentJoin',
  context: { agreed: false, problem: null },
  initial: 'offer',
  states: {
    offer: {
      on: {
        TOGGLE_TERMS: { actions: 'toggleTerms' },
        JOIN: [{ guard: 'notAgreed', actions: 'askToAgree' }, { target: 'joining' }],
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'join',
        src: 'join',
        onDone: { target: 'joined', actions: { type: 'joined', params: ({ event }) => ({ info: event.output }) } },
        onError: { target: 'offer', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    joined: { tags: ['busy'], type: 'final' },
  },
});
