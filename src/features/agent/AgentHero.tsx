import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AGENT_SHARE_MAX_PERCENT } from '../../../machines/rules/agent';

/**
 * The page's head: what the programme offers, with the spec's maximum rebate (55 %) as its emblem, and beside it
 * what this visitor can do: sign up, join, or share their invitation.
 */
export function AgentHero({ children }: { children: ReactNode }) {
  return (
    <section className="agent-hero" aria-labelledby="agent-title">
      <div className="agent-hero__copy">
        <p className="agent-hero__kicker">
          <FormattedMessage id="agent.kicker" />
        </p>
        <h1 id="agent-title">
          <FormattedMessage id="agent.title" />
        </h1>
        <p className="agent-hero__lead">
          <FormattedMessage id="agent.lead" values={{ percent: AGENT_SHARE_MAX_PERCENT }} />
        </p>
        <div className="agent-hero__facts">
          <div className="agent-emblem" data-testid="agent-max-share">
            <span className="agent-emblem__figure">
              {AGENT_SHARE_MAX_PERCENT}
              <small>%</small>
            </span>
            <span className="agent-emblem__label">
              <FormattedMessage id="agent.maxShare" />
            </span>
          </div>
          <ul className="agent-hero__chips">
            <li>
              <FormattedMessage id="agent.nightly" />
            </li>
            <li>
              <FormattedMessage id="agent.forever" />
            </li>
          </ul>
        </div>
      </div>
      <div className="agent-hero__action">{children}</div>
    </section>
  );
}
