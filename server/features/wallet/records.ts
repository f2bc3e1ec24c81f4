import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { CONVERT_TYPE, convertTypeLabelKey, MOVEMENT_KIND, MOVEMENT_STATUS_SUCCESS } from './recordTypes';
import { WALLET_TYPE } from '../../../machines/rules/wallet';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';

/** Transaction records (/user/getUserTransInfo): the member's transfer records, newest first, by page. */

export const MAX_PAGE_SIZE = 100;

export const TRANS_TYPES = ['recharge', 'transfer', 'withdraw'] as const;
export type TransType = (typeof TRANS_TYPES)[number];

export interface RecordQuery {
  transType: TransType;
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}

function epochMs(raw: string, name: string): number {
  if (!/^[0-9]{1,15}$/.test(raw)) throw badRequest('error.badParameter', { name });
  return Number(raw);
}

function whole(raw: string, name: string, fallback: number, min: number, max: number): number {
  if (raw === '') return fallback;
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw badRequest('error.badParameter', { name });
  return Number(raw);
}

/** Checks the query's parameters: a known transType, both times, end not before start, at most 30 days, pages of 1-100. */
export function readRecordQuery(params: (name: string) => string): RecordQuery {
  const transType = params('transType');
  if (!(TRANS_TYPES as readonly string[]).includes(transType)) throw badRequest('error.badParameter', { name: 'transType' });
  const rawStart = params('startTime');
  const rawEnd = params('endTime');
  if (rawStart === '' || rawEnd === '') throw badRequest('error.timeRequired');
  const startTime = epochMs(rawStart, 'startTime');
  const endTime = epochMs(rawEnd, 'endTime');
  if (endTime < startTime) throw badRequest('error.timeOrder');
  if (endTime - startTime > RECORD_WINDOW_DAYS * DAY_MS) throw badRequest('error.timeRange', { days: RECORD_WINDOW_DAYS });
  return {
    transType: transType as TransType,
    startTime,
    endTime,
    pageIndex: whole(params('pageIndex'), 'pageIndex', 1, 1, 1_000_000),
    pageSize: whole(params('pageSize'), 'pageSize', 10, 1, MAX_PAGE_SIZE),
  };
}

export interface TransferRecordView {
  id: number;
  orderNo: string;
  convertType: number;
  convertTypeName: string;
  convertMoney: string;
  platType: string | null;
  apiTitle: string | null;
  statusName: string;
  createTime: number;
}

export interface RecordPage<T> {
  records: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

const statusName = (language: LanguageCode, status: number) =>
  translate(language, status === MOVEMENT_STATUS_SUCCESS ? 'record.status.success' : 'record.status.failed');

/**
 * The member's transfer records in the window: single-phase transfer movements (types 1-4) and mode
 * switches (types 5 and 6, which move no money and so are records of their own). A mode switch's id is
 * shown negative, so that the two kinds never share an id in one list.
 */
function transferRecordsOf(db: Kysely<Database>, userId: number, query: RecordQuery) {
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

/** One page of records. Deposits and withdrawals do not exist yet, so their pages are empty. */
export async function transactionRecords(
  db: Kysely<Database>,
  userId: number,
  language: LanguageCode,
  query: RecordQuery,
): Promise<RecordPage<TransferRecordView>> {
  const empty = { records: [], total: 0, pageIndex: query.pageIndex, pageSize: query.pageSize };
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
