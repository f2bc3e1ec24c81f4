import type { Kysely } from 'kysely';
import type { Database, WelfareItemsTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { HOUSE, type HouseAccount } from '../../ledger/ledger';
import { conflict, DomainError } from '../../errors';
import { lockMemberWallets, moveMemberMoney } from '../wallet/wallets';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { businessTimeText } from '../../../machines/rules/businessDay';

/**
 * Claiming a welfare item (spec section 9): inside one transaction the item is taken by a conditional update
 * (claimed_at still null), then the ledger credits the central wallet from the house's welfare account under
 * the item's own key (`welfare:<item key>`: member, kind and period), the turnover it requires is recorded
 * where withdrawals read deposit turnover (turnover_requirements, source 'welfare'), and a welfare record is
 * written. A second claim, an item not yet open or expired is refused before anything is written.
 */

/** Migration 022's house account. The ledger's HOUSE list (server/ledger/, not this feature's to edit) does not name it yet. */
export const WELFARE_HOUSE: HouseAccount = HOUSE.welfare;
export const WELFARE_MOVEMENT_KIND = 'welfare';
export const WELFARE_REFERENCE_PREFIX = 'WF';
export const welfareMovementKey = (itemKey: string) => `welfare:${itemKey}`;

export type ClaimKinds = 'rebate' | 'gifts';

const itemNotFound = () => new DomainError(404, 'welfare.error.notFound');

export async function claimWelfare(db: Kysely<Database>, clock: Clock, userId: number, itemId: number, kinds: ClaimKinds) {
  return db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom('welfare_items').selectAll().where('id', '=', itemId).where('user_id', '=', userId).executeTakeFirst();
    if (!item || (kinds === 'rebate') !== (item.kind === 'rebate')) throw itemNotFound();
    const now = clock.now();
    if (item.claimed_at !== null) throw conflict('welfare.error.claimed', { at: businessTimeText(Number(item.claimed_at)) });
    if (now >= Number(item.expires_at)) throw conflict('welfare.error.expired', { at: businessTimeText(Number(item.expires_at) - 1000) });
    if (now < Number(item.available_from)) throw conflict('welfare.error.notYet', { at: businessTimeText(Number(item.available_from)) });
    const taken = await trx
      .updateTable('welfare_items')
      .set({ claimed_at: now })
      .where('id', '=', itemId)
      .where('claimed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!taken) throw conflict('welfare.error.claimed', { at: businessTimeText(now) });
    const amountMinor = Number(taken.amount_minor);
    const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET]);
    const central = wallets.get(CENTRAL_WALLET)!;
    const { movement } = await moveMemberMoney(
      trx,
      clock,
      {
        key: welfareMovementKey(taken.item_key),
        kind: WELFARE_MOVEMENT_KIND,
        referencePrefix: WELFARE_REFERENCE_PREFIX,
        userId,
        amountMinor,
        legs: [
          { account: { house: WELFARE_HOUSE }, amountMinor: -amountMinor },
          { account: { walletId: central.id }, amountMinor },
        ],
      },
      wallets.values(),
    );
    if (movement.replayed) throw new Error(`welfare ${taken.item_key}: its movement existed while the item was unclaimed`);
    const requiredMinor = amountMinor * Number(taken.turnover_multiple);
    await trx
      .insertInto('turnover_requirements')
      .values({ user_id: userId, source: 'welfare', source_ref: taken.item_key, amount_minor: amountMinor, multiple: Number(taken.turnover_multiple), required_minor: requiredMinor, created_at: now })
      .execute();
    const record = await trx
      .insertInto('welfare_records')
      .values({ user_id: userId, item_id: taken.id, order_no: movement.reference, kind: taken.kind, amount_minor: amountMinor, required_minor: requiredMinor, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { item: taken as WelfareItemsTable & { id: number }, record };
  });
}

