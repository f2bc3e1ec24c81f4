import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import { rechargeStatusAt, rechargeStatusLabelKey, type RechargeType } from '../../../machines/rules/deposit';
import type { DepositRecord, RecordPage } from '../../../contract/wallet';
import { rechargeTypeName } from './methods';
import { orderCryptoView } from '../payments/cryptoRate';

/**
 * Deposit records (spec section 3: rechargeTypeName, rechargeMoney, statusName): the member's recharge
 * orders made in a window, newest first, by page. The window's rules (both ends, at most 30 days) are the
 * transaction records' own (../wallet/records.ts recordWindow). A status is read at `now` (an order past its
 * pay window reads as expired), writing nothing.
 */
export interface DepositWindow {
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}

export async function depositRecords(
  db: Kysely<Database>,
  userId: number,
  language: LanguageCode,
  window: DepositWindow,
  now: number,
): Promise<RecordPage<DepositRecord>> {
  const inWindow = db
    .selectFrom('recharge_orders')
    .where('user_id', '=', userId)
    .where('created_at', '>=', window.startTime)
    .where('created_at', '<=', window.endTime);
  const { n } = await inWindow.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await inWindow
    .select(['id', 'order_no', 'recharge_type', 'amount_minor', 'crypto_amount_minor', 'crypto_rate_e4', 'crypto_rate_set_at', 'status', 'expire_at', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.pageSize)
    .offset((window.pageIndex - 1) * window.pageSize)
    .execute();
  return {
    records: rows.map((row) => {
      const status = rechargeStatusAt({ status: Number(row.status), expireAt: row.expire_at === null ? null : Number(row.expire_at) }, now);
      return {
        id: Number(row.id),
        orderNo: row.order_no,
        rechargeType: row.recharge_type as RechargeType,
        rechargeTypeName: rechargeTypeName(language, row.recharge_type as RechargeType),
        rechargeMoney: formatMinor(Number(row.amount_minor)),
        ...orderCryptoView(row),
        status,
        statusName: translate(language, rechargeStatusLabelKey(status)),
        createTime: Number(row.created_at),
      };
    }),
    total: Number(n),
    pageIndex: window.pageIndex,
    pageSize: window.pageSize,
  };
}
