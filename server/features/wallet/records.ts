import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { MOVEMENT_KIND, MOVEMENT_STATUS_SUCCESS } from '../../ledger/ledger';
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

/** One page of records. Deposits and withdrawals do not exist yet, so their pages are empty. */
export async function transactionRecords(
  db: Kysely<Database>,
  userId: number,
  language: LanguageCode,
  query: RecordQuery,
): Promise<RecordPage<TransferRecordView>> {
  const empty = { records: [], total: 0, pageIndex: query.pageIndex, pageSize: query.pageSize };
  if (query.transType !== 'transfer') return empty;
  const matching = db
    .selectFrom('movements')
    .where('movements.user_id', '=', userId)
    .where('movements.kind', '=', MOVEMENT_KIND.transfer)
    .where('movements.created_at', '>=', query.startTime)
    .where('movements.created_at', '<=', query.endTime);
  const { n } = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await matching
    .leftJoin('platforms_texts as venue', (join) =>
      join.onRef('venue.plat_type', '=', 'movements.plat_type').on('venue.language_type', '=', languageIdOf(language)),
    )
    .select([
      'movements.id',
      'movements.reference',
      'movements.convert_type',
      'movements.amount_minor',
      'movements.plat_type',
      'movements.status',
      'movements.created_at',
      'venue.title as venue_title',
    ])
    .orderBy('movements.created_at', 'desc')
    .orderBy('movements.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize)
    .execute();
  return {
    records: rows.map((row) => ({
      id: row.id,
      orderNo: row.reference,
      convertType: Number(row.convert_type),
      convertTypeName: translate(language, `record.convertType.${row.convert_type}`),
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
