import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import type { InviterRebateTotal, InviterTotal } from '../../api/agent';
import { AgentIcon } from './AgentIcon';

export interface AgentFigures {
  total: InviterTotal;
  earned: InviterRebateTotal;
  activeDays: number;
}

function Tile({ icon, title, figure, note, testId }: { icon: string; title: ReactNode; figure: ReactNode; note: ReactNode; testId: string }) {
  return (
    <li className="agent-stat">
      <span className="agent-stat__icon">
        <AgentIcon name={icon} />
      </span>
      <span className="agent-stat__title">{title}</span>
      <strong className="agent-stat__figure" data-testid={testId}>
        {figure}
      </strong>
      <span className="agent-stat__note">{note}</span>
    </li>
  );
}

/** The agent's statistics: invitees, active invitees and their valid bets within the active days, rebates earned. */
export function AgentStats({ figures }: { figures: AgentFigures }) {
  const { total, earned, activeDays } = figures;
  const lastDays = <FormattedMessage id="agent.stats.lastDays" values={{ days: activeDays }} />;
  return (
    <section className="agent-section" aria-labelledby="agent-stats-title">
      <h2 id="agent-stats-title" className="agent-section__title">
        <FormattedMessage id="agent.stats.title" />
      </h2>
      <ul className="agent-stats">
        <Tile
          icon="invitees"
          title={<FormattedMessage id="agent.stats.invitees" />}
          figure={total.invitees}
          note={<FormattedMessage id="agent.stats.qualified" values={{ count: total.qualifiedInvitees }} />}
          testId="agent-invitees"
        />
        <Tile icon="active" title={<FormattedMessage id="agent.stats.active" />} figure={total.activeInvitees} note={lastDays} testId="agent-active" />
        <Tile icon="bets" title={<FormattedMessage id="agent.stats.validBets" />} figure={formatAmount(Number(total.validBets))} note={lastDays} testId="agent-valid-bets" />
        <Tile
          icon="rebate"
          title={<FormattedMessage id="agent.stats.rebate" />}
          figure={formatAmount(Number(earned.rebateTotal))}
          note={
            <>
              {earned.lastDay ? (
                <FormattedMessage id="agent.stats.lastRebate" values={{ day: earned.lastDay, amount: formatAmount(Number(earned.lastRebate)) }} />
              ) : (
                <FormattedMessage id="agent.stats.notSettled" />
              )}
              {' · '}
              <FormattedMessage id="agent.stats.prizes" values={{ amount: formatAmount(Number(earned.prizeTotal)) }} />
            </>
          }
          testId="agent-rebate"
        />
      </ul>
    </section>
  );
}
