import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { DomainError } from '../../errors';
import { lockMember, newReference } from '../../ledger/ledger';
import { GIFT_TIERS_MAX, requiredTurnoverMinor } from '../../../machines/rules/activity';
import type { LanguageCode } from '../../../machines/rules/language';
import type { GiftRecord } from '../../../contract/activity';
import { runningActivity } from './catalogue';
import { judge } from './standing';
import { grantApplication, ACTIVITY_REFERENCE_PREFIX } from './grant';
import { giftRecordOf } from './giftRecords';

/**
 * A member applies (spec section 7 /activity/activityApply/applyActivity), inside the call's idempotent
 * transaction: under the member's turn (server/ledger/memberLock.ts), so that two applications at once are
 * judged one after the other, the rules are judged as the standing call judges them; the first problem refuses
 * the application (409, in the member's language) and nothing is written. Otherwise the application is written
 * pending, worth what the rules give (a fixed bonus, a share of the first deposit up to the cap, a tier's gift),
 * and granted at once unless the activity wants each one reviewed.
 */
export async function applyForActivity(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  request: { activityId: number; tier?: number },
  language: LanguageCode,
): Promise<GiftRecord> {
  const now = clock.now();
  const activity = await runningActivity(trx, request.activityId, now);
  await lockMember(trx, userId);
  const judged = await judge(trx, userId, activity, request.tier ?? null, now);
  const [problem] = judged.problems;
  if (problem) throw new DomainError(409, problem.key, problem.values);
  if (judged.bonusMinor <= 0) throw new DomainError(409, 'activity.refuse.noBonus');
  const { id } = await trx
    .insertInto('activity_applications')
    .values({
      order_no: newReference(ACTIVITY_REFERENCE_PREFIX, now),
      user_id: userId,
      activity_id: activity.id,
      tier: judged.tier?.tier ?? null,
      // The n-th application to a bonus is slot n; a tier's n-th claim (after refused ones) has a slot of its own (unique: migration 025).
      slot: judged.tier ? judged.made * GIFT_TIERS_MAX + judged.tier.tier : judged.made + 1,
      status: 'pending',
      deposit_order_no: judged.firstDeposit?.orderNo ?? null,
      deposit_minor: judged.firstDeposit?.amountMinor ?? null,
      bonus_minor: judged.bonusMinor,
      turnover_multiple: activity.turnoverMultiple,
      required_minor: requiredTurnoverMinor(judged.bonusMinor, activity.turnoverMultiple),
      wallet_venue: activity.walletVenue,
      locks_wallet: activity.locksWallet ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!activity.review) await grantApplication(trx, clock, Number(id), null);
  return giftRecordOf(trx, Number(id), language);
}
