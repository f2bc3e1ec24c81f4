import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../../machines/rules/display';
import * as activityApi from '../../api/activity';
import type { ActivityDetail, BettingGift } from '../../api/activity';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { useSignedIn } from '../../session/useSignedIn';
import { paths } from '../../config/paths';
import { ActivityPeriod } from './ActivityPeriod';
import { GiftTierCard } from './GiftTierCard';
import { GuestInvitation } from './GuestInvitation';
import './activity.css';

/** The running betting gift with the member's progress, as a list of one (none running: an empty list). */
async function fetchGift() {
  const gift = await activityApi.getBettingGift(null, { handles: 'all' });
  return { items: gift ? [gift] : [], total: gift ? 1 : 0 };
}

/**
 * How far the member's valid bets are along the tiers: each tier a step of the track, filled by the share of the
 * way from the tier before (or from nothing) to it; and what the next tier still needs.
 */
export function tierTrackOf(gift: BettingGift) {
  const turnover = Number(gift.turnover);
  const steps = gift.tiers.map((tier, index) => {
    const from = index === 0 ? 0 : Number(gift.tiers[index - 1].turnover);
    const to = Number(tier.turnover);
    return Math.min(1, Math.max(0, (turnover - from) / (to - from)));
  });
  const next = gift.tiers.find((tier) => !tier.reached);
  return { steps, reached: gift.tiers.filter((tier) => tier.reached).length, nextNeeds: next ? Number(next.turnover) - turnover : null };
}

function GiftProgress({ gift }: { gift: BettingGift }) {
  const intl = useIntl();
  const { steps, reached, nextNeeds } = tierTrackOf(gift);
  return (
    <section className="gift-progress" aria-labelledby="gift-progress-title">
      <h2 id="gift-progress-title">
        <FormattedMessage id="activity.gift.turnover" />
      </h2>
      <p className="gift-progress__figure" data-testid="gift-turnover">
        {formatAmount(Number(gift.turnover))}
      </p>
      <div
        className="gift-track"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'activity.gift.progress' })}
        aria-valuemin={0}
        aria-valuemax={gift.tiers.length}
        aria-valuenow={reached}
        aria-valuetext={formatAmount(Number(gift.turnover))}
      >
        {steps.map((share, index) => (
          <span key={gift.tiers[index].tier} className="gift-track__step">
            <span className="gift-track__fill" style={{ width: `${Math.round(share * 100)}%` }} />
            <small>{formatAmount(Number(gift.tiers[index].turnover))}</small>
          </span>
        ))}
      </div>
      <p className="gift-progress__next">
        {nextNeeds === null ? <FormattedMessage id="activity.gift.allReached" /> : <FormattedMessage id="activity.gift.next" values={{ amount: formatAmount(nextNeeds) }} />}
      </p>
      <p className="gift-progress__period">
        <ActivityPeriod from={gift.activity.startTime} to={gift.activity.endTime} />
      </p>
    </section>
  );
}

function MemberGift() {
  const gift = useList<BettingGift>({ fetchPage: fetchGift });
  const shown = gift.loaded ? gift.items[0] : null;
  return (
    <>
      <ListStatus list={gift} emptyKey="activity.gift.none" />
      {shown && (
        <>
          <GiftProgress gift={shown} />
          <ol className="gift-tiers" data-testid="gift-tiers">
            {shown.tiers.map((tier) => (
              <li key={tier.tier}>
                <GiftTierCard activityId={shown.activity.id} tier={tier} />
              </li>
            ))}
          </ol>
          <Link className="gift-page__details" href={paths.activityLanding(shown.activity.id)}>
            <FormattedMessage id="activity.gift.details" />
          </Link>
        </>
      )}
    </>
  );
}

/** What a guest may see of the running betting gift: its tiers, from the guest calls (list, then details). */
async function fetchGuestGift() {
  const running = await activityApi.getActivities({ activityClassId: null, pageIndex: 1, pageSize: 100 }, { handles: 'all' });
  const gift = running.records.find((activity) => activity.kind === 'bettingGift');
  return gift ? { items: [await activityApi.getActivityDetail(gift.id, { handles: 'all' })], total: 1 } : { items: [], total: 0 };
}

/** A guest: the invitation to log in (spec section 2: login prompt when logged out) beside the tiers to play for. */
function GuestGift() {
  const gift = useList<ActivityDetail>({ fetchPage: fetchGuestGift });
  const shown = gift.loaded ? gift.items[0] : null;
  return (
    <div className="gift-page__guest">
      <GuestInvitation />
      {shown && (
        <ol className="gift-tiers" data-testid="gift-tiers">
          {shown.tiers.map((tier) => (
            <li key={tier.tier}>
              <article className="gift-tier" aria-labelledby={`gift-tier-${tier.tier}`}>
                <h3 id={`gift-tier-${tier.tier}`}>
                  <FormattedMessage id="activity.gift.tier" values={{ tier: tier.tier }} />
                </h3>
                <p className="gift-tier__gift">{formatAmount(Number(tier.gift))}</p>
                <p className="gift-tier__needs">
                  <FormattedMessage id="activity.gift.needs" values={{ amount: formatAmount(Number(tier.turnover)) }} />
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * /activity/bettingGift (spec section 2): the running betting gift's stake tiers over its period and the gift each
 * unlocks, the member's progress from their real valid turnover, and a claim per tier reached (each on the
 * application machine). A guest is asked to log in first.
 */
export default function BettingGiftPage() {
  const member = useSignedIn();
  return (
    <div className="activity-page gift-page">
      <header className="activity-hero activity-hero--gift">
        <h1>
          <FormattedMessage id="activity.gift.title" />
        </h1>
        <p>
          <FormattedMessage id="activity.gift.lead" />
        </p>
      </header>
      <div className="activity-page__body gift-page__body">{member ? <MemberGift /> : <GuestGift />}</div>
    </div>
  );
}
