import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import type { BettingGift } from '../../../contract/activity';
import { findActivity, textsOf, type Activity } from './activityRows';
import { activityNotFound, runningActivity, summaryView } from './catalogue';
import { giftTurnoverMinor, standingOf } from './standing';

/**
 * The betting gift page (spec section 2 /activity/bettingGift): stake tiers over the activity's period, the
 * member's valid turnover over it (the bets feature's one reading, as VIP, rebates and withdrawals use) and,
 * for each tier, whether it is reached and claimed and where the member stands to claim it.
 */

/** The running betting gift the member asks about, or the first running one (lowest sort); null when none runs. */
async function bettingGiftActivity(db: Kysely<Database>, activityId: number | undefined, now: number): Promise<Activity | null> {
  if (activityId !== undefined) {
    const named = await runningActivity(db, activityId, now);
    if (named.kind !== 'bettingGift') throw activityNotFound();
    return named;
  }
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('kind', '=', 'bettingGift')
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? findActivity(db, Number(row.id)) : null;
}

export async function bettingGiftOf(db: Kysely<Database>, userId: number, activityId: number | undefined, now: number, language: LanguageCode): Promise<BettingGift | null> {
  const activity = await bettingGiftActivity(db, activityId, now);
  if (!activity) return null;
  const turnover = await giftTurnoverMinor(db, userId, activity, now);
  const texts = (await textsOf(db, [activity.id], language)).get(activity.id);
  const tiers = [];
  for (const tier of activity.tiers) {
    const standing = await standingOf(db, userId, activity, tier.tier, now, language);
    const status = standing.latest?.status;
    tiers.push({
      tier: tier.tier,
      turnover: formatMinor(tier.turnoverMinor),
      gift: formatMinor(tier.giftMinor),
      reached: turnover >= tier.turnoverMinor,
      claimed: status === 'granted' || status === 'pending',
      standing,
    });
  }
  return { activity: summaryView(activity, texts), turnover: formatMinor(turnover), tiers };
}
