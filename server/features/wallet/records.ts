import { sql, type Kysely } from 'kysely';
import { Value } from 'typebox/value';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { CONVERT_TYPE, convertTypeLabelKey, MOVEMENT_KIND, MOVEMENT_STATUS_SUCCESS } from './recordTypes';
import { DAY_MS, RECORD_WINDOW_DAYS, WALLET_TYPE } from '../../../machines/rules/wallet';
import { RecordQuery, type DepositRecord, type RecordPage, type TransferRecord, type WithdrawRecord } from '../../../contract/wallet';
import { depositRecords } from '../deposit/records';
import { withdrawRecords } from '../withdrawal/records';

/**
 * Transaction records (/user/getUserTransInfo): the member's transfer records, newest first, by page.
 * The query's shape (known transType, whole times, pages of 1 to PAGE_SIZE_MAX) is the contract's
 * RecordQuery, checked before the route runs; the rules here are the records' own.
 */

/** The contract's record query with its defaults filled in. */
export type RecordWindow = Required<RecordQuery>;

/** Both times given, the end not before the start, and at most 30 days between them (spec section 9). */
export function recordWindow(query: RecordQuery): RecordWindow {
  const { startTime, endTime } = query;
  if (startTime === undefined || endTime === undefined) throw badRequest('error.timeRequired');
  if (endTime < startTime) throw badRequest('error.timeOrder');
  if (endTime - startTime > RECORD_WINDOW_DAYS * DAY_MS) throw badRequest('error.timeRange', { days: RECORD_WINDOW_DAYS });
  return Value.Default(RecordQuery, { ...query }) as RecordWindow;
}

export const statusName = (language: LanguageCode, status: number) =>
  translate(language, status === MOVEMENT_STATUS_SUCCESS ? 'record.status.success' : 'record.status.failed');

/**
 * The member's transfer records in the window: single-phase transfer movements (types 1-4) and mode
 * switches (types 5 and 6, which move no money and so are records of their own). A mode switch's id is
 * shown negative, so that the two kinds never share an id in one list.
 */
function transferRecordsOf(db: Kysely<Database>, userId: number, query: RecordWindow) {
  const transfers = db
    .selectFrom('movements')
    .select([
      'id',
      'id as sequence',
      'reference',
      'convert_type',
      'amount_minor',
      'plat_type',
      'status',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where('kind', '=', MOVEMENT_KIND.transfer)
    .where('phase', '=', 'single')
    .where('created_at', '>=', query.startTime)
    .where('created_at', '<=', query.endTime);
  const switches = db
    .selectFrom('wallet_mode_switches')
    .select((eb) => [
      eb.neg(eb.ref('id')).as('id'),
      'id as sequence',
      'reference',
      eb
        .case()
        .when('wallet_type', '=', eb.lit(WALLET_TYPE.transferFree))
        .then(eb.lit<number>(CONVERT_TYPE.freeOn))
        .else(eb.lit<number>(CONVERT_TYPE.freeOff))
        .end()
        .as('convert_type'),
      sql<number>`0`.as('amount_minor'),
      sql<string | null>`null`.as('plat_type'),
      eb.lit<number>(MOVEMENT_STATUS_SUCCESS).as('status'),
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', query.startTime)
    .where('created_at', '<=', query.endTime);
  return transfers.unionAll(switches);
}

/** One page of records: transfers, deposits (../deposit/records.ts) or withdrawals (../withdrawal/records.ts). */
export async function transactionRecords(
  db: Kysely<Database>,
  userId: number,
  language: LanguageCode,
  query: RecordWindow,
  now: number,
): Promise<RecordPage<TransferRecord | DepositRecord | WithdrawRecord>> {
  const empty = { records: [], total: 0, pageIndex: query.pageIndex, pageSize: query.pageSize };
  if (query.transType === 'recharge') return depositRecords(db, userId, language, query, now);
  if (query.transType === 'withdraw') return withdrawRecords(db, userId, language, query);
  if (query.transType !== 'transfer') return empty;
  const { n } = await db
    .selectFrom(transferRecordsOf(db, userId, query).as('records'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom(transferRecordsOf(db, userId, query).as('records'))
    .leftJoin('platforms_texts as venue', (join) =>
      join.onRef('venue.plat_type', '=', 'records.plat_type').on('venue.language_type', '=', languageIdOf(language)),
    )
    .select([
      'records.id',
      'records.reference',
      'records.convert_type',
      'records.amount_minor',
      'records.plat_type',
      'records.status',
      'records.created_at',
      'venue.title as venue_title',
    ])
    .orderBy('records.created_at', 'desc')
    .orderBy('records.sequence', 'desc')
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize)
    .execute();
  return {
    records: rows.map((row) => ({
      id: Number(row.id),
      orderNo: row.reference,
      convertType: Number(row.convert_type),
      convertTypeName: translate(language, convertTypeLabelKey(Number(row.convert_type))),
      convertMoney: formatMinor(Number(row.amount_minor)),
      platType: row.plat_type,
      apiTitle: row.plat_type === null ? null : row.venue_title,
      statusName: statusName(language, Number(row.status)),
      createTime: Number(row.created_at),
    })),
    total: Number(n),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
