import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import { withdrawMethodLabelKey, withdrawStatusLabelKey, type WithdrawMethod } from '../../../machines/rules/withdrawal';
import type { RecordPage, WithdrawRecord } from '../../../contract/wallet';
import type { DepositWindow } from '../deposit/records';
import { maskCardNumber } from '../../../machines/rules/payout';
import { accountNameOf } from './orders';
import { orderCryptoView } from '../payments/cryptoRate';

/**
 * Withdrawal records (spec section 3: withdrawMethodName, withdrawAmount, statusName, and where the money
 * went: the account, its number masked as spec section 5 masks a card's, and the appointment bonus): the member's
 * withdrawal orders made in a window, newest first, by page — the withdraw tab of the transaction
 * records, and the withdrawal panel's five latest (pageSize 5).
 */
export async function withdrawRecords(db: Kysely<Database>, userId: number, language: LanguageCode, window: DepositWindow): Promise<RecordPage<WithdrawRecord>> {
  const inWindow = db
    .selectFrom('withdraw_orders')
    .where('user_id', '=', userId)
    .where('created_at', '>=', window.startTime)
    .where('created_at', '<=', window.endTime);
  const { n } = await inWindow.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await inWindow
    .select(['id', 'order_no', 'method', 'amount_minor', 'bonus_minor', 'crypto_amount_minor', 'crypto_rate_e4', 'crypto_rate_set_at', 'account_kind', 'account_name', 'account_no', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.pageSize)
    .offset((window.pageIndex - 1) * window.pageSize)
    .execute();
  return {
    records: rows.map((row) => ({
      id: Number(row.id),
      orderNo: row.order_no,
      withdrawMethod: row.method as WithdrawMethod,
      withdrawMethodName: translate(language, withdrawMethodLabelKey(row.method)),
      withdrawAmount: formatMinor(Number(row.amount_minor)),
      accountKind: row.account_kind,
      accountName: accountNameOf(row, language),
      accountNo: maskCardNumber(row.account_no),
      bonusAmount: formatMinor(Number(row.bonus_minor)),
      ...orderCryptoView(row),
      status: Number(row.status),
      statusName: translate(language, withdrawStatusLabelKey(Number(row.status))),
      createTime: Number(row.created_at),
    })),
    total: Number(n),
    pageIndex: window.pageIndex,
    pageSize: window.pageSize,
  };
}
