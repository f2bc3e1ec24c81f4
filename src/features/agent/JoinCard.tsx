import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage } from 'react-intl';
import { agentJoinMachine } from '../../../machines/agentJoin';
import type { InviterInfo } from '../../api/agent';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectAgentJoin } from './connectAgentJoin';

/** The join machine with the page's call: `join` asks the server, `onJoined` shows the code it made. */
export function agentJoinLogic(join: () => Promise<InviterInfo>, onJoined: (info: InviterInfo) => void) {
  return agentJoinMachine.provide({
    actors: { join: fromPromise<unknown>(() => join()) },
    actions: { joined: (_, { info }) => onJoined(info as InviterInfo) },
  });
}

/** A member who is not an agent yet: the rules' agreement and the join button (machines/agentJoin.ts). */
export function JoinCard({ logic }: { logic: ReturnType<typeof agentJoinLogic> }) {
  const { inspect } = useSiteActors();
  const [state, send] = useMachine(logic, { inspect });
  const card = connectAgentJoin(state, send);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    card.join();
  };
  return (
    <form className="agent-join" onSubmit={onSubmit} aria-labelledby="agent-join-title" noValidate>
      <h2 id="agent-join-title">
        <FormattedMessage id="agent.join.title" />
      </h2>
      <p>
        <FormattedMessage id="agent.join.lead" />
      </p>
      <label className="agent-join__agree">
        <input type="checkbox" name="agreed" checked={card.agreed} disabled={card.busy} onChange={card.toggleTerms} />
        <span>
          <FormattedMessage id="agent.join.agree" />
        </span>
      </label>
      {card.problem && (
        <p className="agent-join__problem" role="alert">
          <FormattedMessage id={card.problem} defaultMessage={card.problem} />
        </p>
      )}
      <button type="submit" className="button button--gold button--block" disabled={card.busy}>
        <FormattedMessage id={card.busy ? 'agent.join.joining' : 'agent.join.submit'} />
      </button>
    </form>
  );
}

/** The join card wired to the real call. */
export function JoinProgramme({ join, onJoined }: { join: () => Promise<InviterInfo>; onJoined: (info: InviterInfo) => void }) {
  const [logic] = useState(() => agentJoinLogic(join, onJoined));
  return <JoinCard logic={logic} />;
}
