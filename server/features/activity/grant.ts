import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { HOUSE } from '../../ledger/ledger';
import { conflict } from '../../errors';
import { lockMemberWallets, lockVenueWallet, moveMemberMoney } from '../wallet/wallets';
import { notifyMember } from '../messages/notify';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';

/**
 * Deciding an application, exactly once whoever asks (the apply call of an activity granted at once, an operator,
 * twice or at once): the row moves from pending in one conditional update, and only the caller whose update took
 * it goes on. A grant credits the bonus from the house's promotions account under a key named after the
 * application (`activity:<order no>`), so even a second writer could not post it twice; records the turnover it
 * asks where withdrawals read it (turnover_requirements, source 'activity'); and, for an activity that says so,
 * locks the venue wallet it was paid to until that wallet's balance falls under 5.00 (spec section 9).
 */

export const ACTIVITY_MOVEMENT_KIND = 'activity';
export const ACTIVITY_REFERENCE_PREFIX = 'AC';
export const activityMovementKey = (orderNo: string) => `activity:${orderNo}`;

type Decider = { id: number } | null;

/** Grants a pending application; answers null when it was not pending (decided already): nothing moved. */
export async function grantApplication(trx: Transaction<Database>, clock: Clock, applicationId: number, operator: Decider): Promise<number | null> {
  const now = clock.now();
  const taken = await trx
    .updateTable('activity_applications')
    .set({ status: 'granted', reviewed_at: now, operator_id: operator?.id ?? null })
    .where('id', '=', applicationId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!taken) return null;
  const userId = Number(taken.user_id);
  const amountMinor = Number(taken.bonus_minor);
  const venue = taken.wallet_venue;
  const wallets = await lockMemberWallets(trx, userId, [venue]);
  const { movement } = await moveMemberMoney(
    trx,
    clock,
    {
      key: activityMovementKey(taken.order_no),
      kind: ACTIVITY_MOVEMENT_KIND,
      referencePrefix: ACTIVITY_REFERENCE_PREFIX,
      userId,
      platType: venue === CENTRAL_WALLET ? null : venue,
      amountMinor,
      legs: [
        { account: { house: HOUSE.promotions }, amountMinor: -amountMinor },
        { account: { walletId: wallets.get(venue)!.id }, amountMinor },
      ],
    },
    wallets.values(),
  );
  if (movement.replayed) throw new Error(`activity application ${taken.order_no}: its movement existed while it was pending`);
  await trx
    .insertInto('turnover_requirements')
    .values({
      user_id: userId,
      source: 'activity',
      source_ref: taken.order_no,
      amount_minor: amountMinor,
      multiple: Number(taken.turnover_multiple),
      required_minor: Number(taken.required_minor),
      created_at: now,
    })
    .execute();
  if (Number(taken.locks_wallet) === 1 && venue !== CENTRAL_WALLET) await lockVenueWallet(trx, userId, venue);
  await trx.updateTable('activity_applications').set({ movement_id: movement.id }).where('id', '=', taken.id).execute();
  // An operator's decision is news to the member; a grant at once is the answer to their own call.
  if (operator) await notifyMember(trx, clock, userId, { event: 'activityGranted', orderNo: taken.order_no, amountMinor });
  return Number(taken.id);
}

/** Refuses a pending application with the operator's reason; nothing moves. 409 when it was decided meanwhile. */
export async function rejectApplication(trx: Transaction<Database>, clock: Clock, applicationId: number, reason: string, operator: { id: number }): Promise<number> {
  const now = clock.now();
  const taken = await trx
    .updateTable('activity_applications')
    .set({ status: 'rejected', reviewed_at: now, operator_id: operator.id, reject_reason: reason })
    .where('id', '=', applicationId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!taken) throw conflict('activity.ops.decided');
  await notifyMember(trx, clock, Number(taken.user_id), { event: 'activityRejected', orderNo: taken.order_no, amountMinor: Number(taken.bonus_minor), reason });
  return Number(taken.id);
}
