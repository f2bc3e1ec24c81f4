import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { InviteeReport } from './InviteeReport';
import { FeeDetails } from './FeeDetails';
import { REPORT_PERIODS, type ReportPeriod } from './reportWindow';

const TABS = ['members', 'games', 'fees'] as const;
type ReportTab = (typeof TABS)[number];
const PERIOD_KEYS: Record<ReportPeriod, string> = { 1: 'agent.period.today', 7: 'agent.period.week', 30: 'agent.period.month' };

/** The agent's reports: member report, member game details and platform fee details, over today, 7 or 30 days. */
export function AgentReports() {
  const [tab, setTab] = useState<ReportTab>('members');
  const [days, setDays] = useState<ReportPeriod>(7);
  return (
    <section className="agent-section agent-reports" aria-labelledby="agent-reports-title">
      <header className="agent-reports__head">
        <h2 id="agent-reports-title" className="agent-section__title">
          <FormattedMessage id="agent.tabs.label" />
        </h2>
        <div className="agent-tabs" role="group" aria-labelledby="agent-reports-title">
          {TABS.map((name) => (
            <button key={name} type="button" aria-pressed={name === tab} className={name === tab ? 'is-active' : undefined} onClick={() => setTab(name)}>
              <FormattedMessage id={`agent.tabs.${name}`} />
            </button>
          ))}
        </div>
        <div className="agent-periods" role="group" aria-labelledby="agent-period-label">
          <span className="agent-periods__label" id="agent-period-label">
            <FormattedMessage id="agent.period.label" />
          </span>
          {REPORT_PERIODS.map((period) => (
            <button key={period} type="button" aria-pressed={period === days} className={period === days ? 'is-active' : undefined} onClick={() => setDays(period)}>
              <FormattedMessage id={PERIOD_KEYS[period]} />
            </button>
          ))}
        </div>
      </header>
      {tab === 'fees' ? <FeeDetails days={days} /> : <InviteeReport key={tab} groupBy={tab === 'games' ? 'game' : 'member'} days={days} />}
    </section>
  );
}
