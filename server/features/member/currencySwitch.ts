import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { currencyCodeOf, offeredCurrencies } from '../../../machines/rules/currency';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import { BET_STATUS } from '../../../machines/rules/bets';
import { settingValue } from '../settings/settings';

/**
 * Changing currency never relabels money (issue 23): every amount a member holds is in their currency, so
 * a switch is refused while anything of theirs is still in the current one, wallets (held money included),
 * deposits not yet credited or closed, withdrawals under review and bets not yet settled; and a currency
 * the operator does not offer (the `currencies` site setting) is refused whatever the member holds.
 */

/** Whether the member holds money, or has money on its way, in their current currency. */
export async function holdsMoney(db: Kysely<Database>, userId: number): Promise<boolean> {
  const wallet = await db.selectFrom('wallets').select('id').where('user_id', '=', userId).where('balance_minor', '>', 0).limit(1).executeTakeFirst();
  if (wallet) return true;
  const deposit = await db
    .selectFrom('recharge_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', [RECHARGE_STATUS.awaitingPayment, RECHARGE_STATUS.awaitingConfirmation])
    .limit(1)
    .executeTakeFirst();
  if (deposit) return true;
  const withdrawal = await db.selectFrom('withdraw_orders').select('id').where('user_id', '=', userId).where('status', '=', WITHDRAW_STATUS.reviewing).limit(1).executeTakeFirst();
  if (withdrawal) return true;
  const bet = await db.selectFrom('bets').select('id').where('user_id', '=', userId).where('status', '=', BET_STATUS.unsettled).limit(1).executeTakeFirst();
  return bet !== undefined;
}

/**
 * Checks a switch from `current` to `next` inside the caller's transaction, which holds the member's turn
 * (lockMember), so no credit lands between the check and the change.
 */
export async function checkCurrencySwitch(db: Kysely<Database>, userId: number, current: number, next: number): Promise<void> {
  if (next === current) return;
  if (!offeredCurrencies(await settingValue(db, 'currencies')).includes(next)) {
    throw badRequest('error.currency.notOffered', { currency: currencyCodeOf(next) }, 'currencyType');
  }
  if (await holdsMoney(db, userId)) throw conflict('error.currency.moneyHeld', { currency: currencyCodeOf(current) });
}
