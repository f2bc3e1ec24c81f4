import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import * as agentApi from '../../api/agent';
import type { MarqueeRecord } from '../../api/agent';
import { useList } from '../../components/list/useList';

function Reward({ record }: { record: MarqueeRecord }) {
  const amount = <strong>{formatAmount(Number(record.amount))}</strong>;
  return record.kind === 'prize' ? (
    <FormattedMessage id="agent.marquee.prize" values={{ name: record.userName, amount, count: record.invitees ?? 0 }} />
  ) : (
    <FormattedMessage id="agent.marquee.rebate" values={{ name: record.userName, amount }} />
  );
}

/**
 * The latest rewards paid to agents (names masked by the server), scrolling left in a loop over a doubled copy;
 * it stops while hovered or focused, and stands still for a visitor who asks for reduced motion (AgentPage.css).
 */
export function RewardMarquee() {
  const list = useList<MarqueeRecord>({ fetchPage: async () => {
    const items = await agentApi.getMarquee({ handles: 'all' });
    return { items, total: items.length };
  } });
  return (
    <section className="agent-marquee" aria-labelledby="agent-marquee-title">
      <h2 id="agent-marquee-title" className="agent-marquee__label">
        <FormattedMessage id="agent.marquee.label" />
      </h2>
      {list.loaded ? (
        <div className="agent-marquee__window" tabIndex={0} data-testid="agent-marquee">
          <ul className="agent-marquee__track" style={{ animationDuration: `${Math.max(20, list.items.length * 6)}s` }}>
            {[...list.items, ...list.items].map((record, index) => (
              <li key={index} aria-hidden={index >= list.items.length || undefined}>
                <Reward record={record} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="agent-marquee__empty">{list.empty || list.failed ? <FormattedMessage id="agent.marquee.empty" /> : null}</p>
      )}
    </section>
  );
}
