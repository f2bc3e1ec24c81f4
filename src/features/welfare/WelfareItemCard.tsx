import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
import { FormattedMessage } from 'react-intl';
import { welfareItemMachine } from '../../../machines/welfareItem';
import { formatAmount } from '../../../machines/rules/display';
import type { WelfareItem } from '../../api/welfare';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectWelfareItem } from './connectWelfareItem';
import { Countdown } from './Countdown';
import { WelfareKindIcon } from './WelfareKindIcon';

/** The claim call: the page passes the API's (welfareApi.claimWelfareItem); it answers the item as claimed. */
export type ClaimItem = (item: WelfareItem) => Promise<{ item: WelfareItem }>;

/** One welfare item: what it is, its window with the countdown to its opening or expiry, and the claim. */
/** `clock`: the timers' clock, the page's own unless a test gives a simulated one. */
export function WelfareItemCard({ item, claim, onClaimed, clock }: { item: WelfareItem; claim: ClaimItem; onClaimed: () => void; clock?: Clock }) {
  const { inspect } = useSiteActors();
  // The countdown starts from the page's clock when the card appears and runs on the machine's timer.
  const [now] = useState(() => Date.now());
  const [logic] = useState(() =>
    welfareItemMachine.provide({
      actors: { claim: fromPromise(async () => ({ claimedAt: (await claim(item)).item.claimedAt ?? now })) },
      actions: { claimed: onClaimed },
    }),
  );
  const input = { availableFrom: item.availableFrom, expiresAt: item.expiresAt, claimedAt: item.claimedAt, now, readNow: Date.now };
  // An actor given `clock: undefined` has no clock at all: the option is passed only when there is one.
  const [state, send] = useMachine(logic, clock ? { inspect, clock, input } : { inspect, input });
  const card = connectWelfareItem(state, send);
  return (
    <article className={`welfare-card welfare-card--${item.kind}`} data-testid="welfare-item" data-kind={item.kind} data-place={card.place} aria-labelledby={`welfare-item-${item.id}`}>
      <WelfareKindIcon kind={item.kind} />
      <div className="welfare-card__body">
        <h3 id={`welfare-item-${item.id}`}>
          <FormattedMessage id={`welfare.kind.${item.kind}`} />
        </h3>
        <p className="welfare-card__meta">
          <FormattedMessage id="welfare.item.turnover" values={{ level: item.vipLevel, multiple: item.turnoverMultiple, required: formatAmount(Number(item.requiredTurnover)) }} />
        </p>
        <p className="welfare-card__when" data-testid="welfare-item-when">
          {card.place === 'upcoming' && card.countdown && <Countdown label="welfare.item.opensIn" countdown={card.countdown} />}
          {card.place === 'claimable' && card.countdown && <Countdown label="welfare.item.expiresIn" countdown={card.countdown} />}
          {card.place === 'claiming' && <FormattedMessage id="welfare.item.claiming" />}
          {card.place === 'claimed' && <FormattedMessage id="welfare.item.claimedAt" values={{ at: card.claimedAt }} />}
          {card.place === 'expired' && <FormattedMessage id="welfare.item.expiredAt" values={{ at: card.expiredAt }} />}
        </p>
        {card.failed && (
          <p className="welfare-card__refusal" role="alert">
            {card.failureMessage ?? <FormattedMessage id="welfare.item.claimFailed" />}
          </p>
        )}
      </div>
      <div className="welfare-card__side">
        <strong className="welfare-card__amount">{formatAmount(Number(item.amount))}</strong>
        {card.canClaim && (
          <button type="button" className="button button--gold" onClick={card.claim} disabled={card.busy} aria-describedby={`welfare-item-${item.id}`}>
            <FormattedMessage id={card.busy ? 'welfare.item.claiming' : 'welfare.item.claim'} />
          </button>
        )}
        {card.place === 'claimed' && (
          <span className="welfare-card__stamp">
            <FormattedMessage id="welfare.status.claimed" />
          </span>
        )}
        {card.place === 'upcoming' && (
          <span className="welfare-card__stamp welfare-card__stamp--muted">
            <FormattedMessage id="welfare.item.opensAt" values={{ at: card.opensAt }} />
          </span>
        )}
      </div>
    </article>
  );
}
