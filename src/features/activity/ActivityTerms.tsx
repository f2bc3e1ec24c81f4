import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import type { ActivityDetail } from '../../api/activity';

/** Who may take part and what they get, in short, from the activity's rules (the server enforces the same). */
export function ActivityTerms({ activity }: { activity: ActivityDetail }) {
  const { rules } = activity;
  const money = (amount: string) => formatAmount(Number(amount));
  const topGift = activity.tiers.at(-1)?.gift;
  return (
    <div className="activity-terms">
      <section aria-labelledby="activity-terms-rules">
        <h2 id="activity-terms-rules">
          <FormattedMessage id="activity.landing.rules" />
        </h2>
        <ul data-testid="activity-rules">
          <li>{rules.minVipLevel > 0 ? <FormattedMessage id="activity.rule.vip" values={{ level: rules.minVipLevel }} /> : <FormattedMessage id="activity.rule.anyLevel" />}</li>
          {rules.depositRule === 'first' && (
            <li>
              <FormattedMessage id="activity.rule.firstDeposit" values={{ min: money(rules.minDeposit) }} />
            </li>
          )}
          {rules.memberDaysMax !== null && (
            <li>
              <FormattedMessage id="activity.rule.newMembers" values={{ days: rules.memberDaysMax }} />
            </li>
          )}
          {rules.memberDaysMin !== null && (
            <li>
              <FormattedMessage id="activity.rule.loyal" values={{ days: rules.memberDaysMin }} />
            </li>
          )}
          {activity.kind === 'bonus' && (
            <li>
              <FormattedMessage id="activity.rule.limit" values={{ limit: rules.perMemberLimit }} />
            </li>
          )}
          <li>
            <FormattedMessage id={rules.review ? 'activity.rule.review' : 'activity.rule.instant'} />
          </li>
        </ul>
      </section>
      <section aria-labelledby="activity-terms-reward">
        <h2 id="activity-terms-reward">
          <FormattedMessage id="activity.landing.reward" />
        </h2>
        <p className="activity-terms__reward" data-testid="activity-reward">
          {activity.kind === 'bettingGift' && topGift ? (
            <FormattedMessage id="activity.reward.tiers" values={{ gift: money(topGift) }} />
          ) : rules.bonusType === 'percent' ? (
            <FormattedMessage id="activity.reward.percent" values={{ percent: Number(rules.bonusPercent), cap: money(rules.bonusCap) }} />
          ) : (
            <FormattedMessage id="activity.reward.fixed" values={{ amount: money(rules.bonusAmount) }} />
          )}
        </p>
        <ul>
          <li>
            <FormattedMessage id="activity.reward.turnover" values={{ multiple: rules.turnoverMultiple }} />
          </li>
          <li>
            <FormattedMessage id="activity.reward.wallet" values={{ wallet: rules.walletName }} />
          </li>
          {rules.locksWallet && (
            <li>
              <FormattedMessage id="activity.reward.locks" values={{ wallet: rules.walletName }} />
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}
