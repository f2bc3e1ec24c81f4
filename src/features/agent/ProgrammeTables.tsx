import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import type { InviterBaseConfig, InviterPrize } from '../../api/agent';

const money = (amount: string) => formatAmount(Number(amount));

/** The programme as configured: the rebate tiers, the platform fee of each game type, the invitation prizes, the rules. */
export function ProgrammeTables({ config, prizes }: { config: InviterBaseConfig; prizes: InviterPrize[] }) {
  return (
    <section className="agent-section" aria-labelledby="agent-programme-title">
      <h2 id="agent-programme-title" className="agent-section__title">
        <FormattedMessage id="agent.programme.title" />
      </h2>
      <div className="agent-programme">
        <div className="agent-card agent-card--tiers">
          <h3>
            <FormattedMessage id="agent.tiers.title" />
          </h3>
          <p className="agent-card__note">
            <FormattedMessage id="agent.tiers.note" />
          </p>
          <table className="agent-mini-table" data-testid="agent-tiers">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="agent.col.tier" />
                </th>
                <th className="is-number">
                  <FormattedMessage id="agent.col.minActive" />
                </th>
                <th className="is-number">
                  <FormattedMessage id="agent.col.minValid" />
                </th>
                <th className="is-number">
                  <FormattedMessage id="agent.col.share" />
                </th>
              </tr>
            </thead>
            <tbody>
              {config.tiers.map((tier) => (
                <tr key={tier.tier}>
                  <td>
                    <FormattedMessage id="agent.tierName" values={{ tier: tier.tier }} />
                  </td>
                  <td className="is-number">≥ {tier.minActiveInvitees}</td>
                  <td className="is-number">≥ {money(tier.minValidBets)}</td>
                  <td className="is-number agent-mini-table__share">
                    <span className="agent-share-bar" style={{ width: `${(Number(tier.sharePercent) / Number(config.maxSharePercent)) * 100}%` }} aria-hidden="true" />
                    {tier.sharePercent}%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="agent-card">
          <h3>
            <FormattedMessage id="agent.fees.title" />
          </h3>
          <p className="agent-card__note">
            <FormattedMessage id="agent.fees.note" />
          </p>
          <ul className="agent-fee-list" data-testid="agent-fees">
            {config.platformFees.map((fee) => (
              <li key={fee.gameType}>
                <span>{fee.gameTypeName}</span>
                <strong>{fee.feePercent}%</strong>
              </li>
            ))}
          </ul>
        </div>
        <div className="agent-card">
          <h3>
            <FormattedMessage id="agent.prizes.title" />
          </h3>
          <p className="agent-card__note">
            <FormattedMessage id="agent.prizes.note" values={{ amount: money(config.qualifyValidBets) }} />
          </p>
          <ul className="agent-prizes" data-testid="agent-prizes">
            {prizes.map((prize) => (
              <li key={prize.invitees}>
                <span>
                  <FormattedMessage id="agent.prizes.friends" values={{ count: prize.invitees }} />
                </span>
                <strong>{money(prize.prize)}</strong>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="agent-rules">
        <h3>
          <FormattedMessage id="agent.rules.title" />
        </h3>
        <ol>
          <li>
            <FormattedMessage id="agent.rules.invitee" />
          </li>
          <li>
            <FormattedMessage id="agent.rules.rebate" />
          </li>
          <li>
            <FormattedMessage id="agent.rules.qualify" values={{ amount: money(config.qualifyValidBets) }} />
          </li>
          <li>
            <FormattedMessage id="agent.rules.turnover" />
          </li>
        </ol>
      </div>
    </section>
  );
}
