import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WelfareItem, WelfareListQuery, WelfareRecord, WelfareTotal } from '../../../contract/welfare';
import type { RecordPage } from '../../../contract/wallet';
import { formatMinor } from '../../../machines/rules/money';
import { WELFARE_RECORD_DAYS, welfareStatus } from '../../../machines/rules/welfare';
import type { WelfareKind } from '../../../machines/rules/vip';
import { DAY_MS } from '../../../machines/rules/wallet';

/** The welfare centre's reading: a member's own items by status, their totals, and the claim records of 90 days (spec section 9). */

export { WELFARE_RECORD_DAYS };

interface ItemRow {
  id: number;
  kind: string;
  vip_level: number;
  amount_minor: number;
  turnover_multiple: number;
  available_from: number;
  expires_at: number;
  claimed_at: number | null;
}

export function welfareItemView(row: ItemRow, now: number): WelfareItem {
  const window = { availableFrom: Number(row.available_from), expiresAt: Number(row.expires_at), claimedAt: row.claimed_at === null ? null : Number(row.claimed_at) };
  return {
    id: Number(row.id),
    kind: row.kind as WelfareKind,
    vipLevel: Number(row.vip_level),
    amount: formatMinor(Number(row.amount_minor)),
    turnoverMultiple: Number(row.turnover_multiple),
    requiredTurnover: formatMinor(Number(row.amount_minor) * Number(row.turnover_multiple)),
    ...window,
    status: welfareStatus(window, now),
  };
}

export async function listWelfare(db: Kysely<Database>, userId: number, now: number, query: WelfareListQuery): Promise<RecordPage<WelfareItem>> {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? 10;
  let base = db.selectFrom('welfare_items').where('user_id', '=', userId);
  if (query.status === 'claimed') base = base.where('claimed_at', 'is not', null);
  if (query.status === 'expired') base = base.where('claimed_at', 'is', null).where('expires_at', '<=', now);
  if (query.status === 'claimable') base = base.where('claimed_at', 'is', null).where('available_from', '<=', now).where('expires_at', '>', now);
  if (query.status === 'upcoming') base = base.where('claimed_at', 'is', null).where('available_from', '>', now);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('expires_at', query.status === 'claimed' || query.status === 'expired' ? 'desc' : 'asc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return { records: rows.map((row) => welfareItemView(row, now)), total: Number(total), pageIndex, pageSize };
}

export async function welfareTotal(db: Kysely<Database>, userId: number, now: number): Promise<WelfareTotal> {
  const row = await db
    .selectFrom('welfare_items')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when(eb.and([eb('claimed_at', 'is', null), eb('available_from', '<=', now), eb('expires_at', '>', now)])).then(1).else(0).end()).as('claimable_count'),
      eb.fn
        .sum<number>(eb.case().when(eb.and([eb('claimed_at', 'is', null), eb('available_from', '<=', now), eb('expires_at', '>', now)])).then(eb.ref('amount_minor')).else(0).end())
        .as('claimable_minor'),
      eb.fn.sum<number>(eb.case().when('claimed_at', 'is not', null).then(eb.ref('amount_minor')).else(0).end()).as('claimed_minor'),
      eb.fn.min<number>(eb.case().when(eb.and([eb('claimed_at', 'is', null), eb('available_from', '>', now)])).then(eb.ref('available_from')).end()).as('next_at'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    claimableCount: Number(row.claimable_count ?? 0),
    claimableAmount: formatMinor(Number(row.claimable_minor ?? 0)),
    claimedAmount: formatMinor(Number(row.claimed_minor ?? 0)),
    nextAvailableAt: row.next_at === null || row.next_at === undefined ? null : Number(row.next_at),
  };
}

export async function welfareRecords(
  db: Kysely<Database>,
  userId: number,
  now: number,
  { pageIndex = 1, pageSize = 10, kind }: { pageIndex?: number; pageSize?: number; kind?: WelfareKind } = {},
): Promise<RecordPage<WelfareRecord>> {
  let base = db.selectFrom('welfare_records').where('user_id', '=', userId).where('created_at', '>', now - WELFARE_RECORD_DAYS * DAY_MS);
  if (kind) base = base.where('kind', '=', kind);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(pageSize).offset((pageIndex - 1) * pageSize).execute();
  return {
    records: rows.map((row) => ({
      id: Number(row.id),
      orderNo: row.order_no,
      kind: row.kind as WelfareKind,
      amount: formatMinor(Number(row.amount_minor)),
      requiredTurnover: formatMinor(Number(row.required_minor)),
      createTime: Number(row.created_at),
    })),
    total: Number(total),
    pageIndex,
    pageSize,
  };
}
