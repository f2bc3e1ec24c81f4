import { call, type CallOptions } from './client';
import { welfare, type WelfareItem, type WelfareRecord, type WelfareTotal } from '../../contract/welfare';
import type { RecordPage } from '../../contract/wallet';

/** The welfare centre (spec section 7 "Welfare and activity"): the member's items, their totals, claims and records. */

export type { WelfareItem, WelfareRecord, WelfareTotal } from '../../contract/welfare';
export type WelfareStatusFilter = 'claimable' | 'claimed' | 'expired' | 'upcoming';

export async function getWelfareItems(
  query: { status?: WelfareStatusFilter; pageIndex: number; pageSize: number },
  options?: CallOptions,
): Promise<RecordPage<WelfareItem>> {
  return (await call(welfare.queryWelfareCenterList, { query }, options)).page;
}

export async function getWelfareTotal(options?: CallOptions): Promise<WelfareTotal> {
  return (await call(welfare.queryWelfareCenterTotal, {}, options)).total;
}

/** Claims an item: a rebate through /user/doUserBackwater/{id}, every other kind through receiveWelfare. The refusal is shown on the item (no toast). */
export async function claimWelfareItem(item: Pick<WelfareItem, 'id' | 'kind'>): Promise<{ item: WelfareItem; record: WelfareRecord }> {
  const endpoint = item.kind === 'rebate' ? welfare.doUserBackwater : welfare.receiveWelfare;
  return call(endpoint, { params: { id: item.id } }, { handles: 'all' });
}

export async function getWelfareRecords(query: { kind?: WelfareItem['kind']; pageIndex: number; pageSize: number }, options?: CallOptions): Promise<RecordPage<WelfareRecord>> {
  return (await call(welfare.queryWelfareRecordList, { query }, options)).page;
}
