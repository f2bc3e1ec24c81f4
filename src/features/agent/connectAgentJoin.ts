import type { SnapshotFrom } from 'xstate';
import type { agentJoinMachine, AgentJoinEvent } from '../../../machines/agentJoin';

/** The join card as the view needs it: the agreement, the problem to show, whether a call is under way. */
export function connectAgentJoin(state: SnapshotFrom<typeof agentJoinMachine>, send: (event: AgentJoinEvent) => void) {
  return {
    agreed: state.context.agreed,
    problem: state.context.problem,
    busy: state.hasTag('busy'),
    toggleTerms: () => send({ type: 'TOGGLE_TERMS' }),
    join: () => send({ type: 'JOIN' }),
  };
}
