import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import type { BettingGiftTier } from '../../api/activity';
import { useActivityApply, type ApplyCalls } from './useActivityApply';

/** One stake tier: the valid bets it needs, its gift, and its claim on the application machine (placed by the page's standing). */
export function GiftTierCard({ activityId, tier, calls, clock }: { activityId: number; tier: BettingGiftTier; calls?: ApplyCalls; clock?: Parameters<typeof useActivityApply>[2] }) {
  const claim = useActivityApply({ activityId, tier: tier.tier, standing: tier.standing }, calls, clock);
  const done = claim.place === 'granted' || claim.place === 'pending';
  return (
    <article className={`gift-tier${tier.reached ? ' gift-tier--reached' : ''}${done ? ' gift-tier--claimed' : ''}`} data-testid="gift-tier" data-tier={tier.tier} data-place={claim.place} aria-labelledby={`gift-tier-${tier.tier}`}>
      <h3 id={`gift-tier-${tier.tier}`}>
        <FormattedMessage id="activity.gift.tier" values={{ tier: tier.tier }} />
      </h3>
      <p className="gift-tier__gift">{formatAmount(Number(tier.gift))}</p>
      <p className="gift-tier__needs">
        <FormattedMessage id="activity.gift.needs" values={{ amount: formatAmount(Number(tier.turnover)) }} />
      </p>
      {claim.canApply && (
        <button type="button" className="button button--gold" onClick={claim.apply} disabled={claim.busy} aria-describedby={`gift-tier-${tier.tier}`}>
          <FormattedMessage id={claim.busy ? 'activity.apply.applying' : 'activity.gift.claim'} />
        </button>
      )}
      {done && (
        <span className="gift-tier__stamp">
          <FormattedMessage id={claim.place === 'pending' ? 'activity.apply.pending' : 'activity.gift.claimed'} />
        </span>
      )}
      {(claim.place === 'ineligible' || claim.place === 'refused') && (
        <p className="gift-tier__why" data-testid="gift-tier-why">
          {claim.problems[0] ?? <FormattedMessage id="activity.gift.notReached" />}
        </p>
      )}
      {claim.place === 'checking' && (
        <p className="gift-tier__why" role="status">
          <FormattedMessage id="activity.apply.checking" />
        </p>
      )}
      {claim.place === 'failed' && (
        <p className="gift-tier__why" role="alert">
          <FormattedMessage id="activity.apply.failed" />
        </p>
      )}
      {claim.failure && (
        <p className="gift-tier__why" role="alert">
          {'key' in claim.failure ? <FormattedMessage id="activity.apply.noAnswer" /> : claim.failure.text}
        </p>
      )}
      {(claim.place === 'ineligible' || claim.place === 'refused' || claim.place === 'pending' || claim.place === 'failed') && (
        <button type="button" className="link-button gift-tier__check" onClick={claim.check} aria-describedby={`gift-tier-${tier.tier}`}>
          <FormattedMessage id={claim.place === 'failed' ? 'list.retry' : 'activity.apply.recheck'} />
        </button>
      )}
    </article>
  );
}
