import { call, type CallOptions } from './client';
import {
  inviter,
  type InviterBaseConfig,
  type InviterInfo,
  type InviterPrize,
  type InviterRebateTotal,
  type InviterRecord,
  type InviterRecordGroup,
  type InviterTotal,
  type MarqueeRecord,
  type RebateRecord,
} from '../../contract/inviter';
import type { RecordPage } from '../../contract/wallet';

/** The agent programme (spec section 7, Invitations; /user/getInviterInfo): the programme for anyone, the agent's own records. */

export type { InviterBaseConfig, InviterInfo, InviterPrize, InviterRebateTotal, InviterRecord, InviterRecordGroup, InviterTotal, MarqueeRecord, RebateRecord } from '../../contract/inviter';

/** A page of an agent's report within a window of at most 30 days. */
export interface ReportQuery {
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}

export async function getProgramme(options?: CallOptions): Promise<{ config: InviterBaseConfig; prizes: InviterPrize[] }> {
  const [config, prizes] = await Promise.all([call(inviter.getInviterBaseConfig, {}, options), call(inviter.queryInviterPrizeConfigList, {}, options)]);
  return { config: config.inviterBaseConfig, prizes: prizes.inviterPrizeConfigList };
}

export async function getMarquee(options?: CallOptions): Promise<MarqueeRecord[]> {
  return (await call(inviter.getMarqueeInviterRecord, {}, options)).marqueeList;
}

export async function getInviterInfo(options?: CallOptions): Promise<InviterInfo> {
  return (await call(inviter.getInviterInfo, {}, options)).inviterInfo;
}

/** Joins the programme; a refusal is shown on the join card (no toast). */
export async function becomeInviter(): Promise<InviterInfo> {
  return (await call(inviter.becomeInviter, {}, { handles: 'all' })).inviterInfo;
}

export async function getInviterTotal(options?: CallOptions): Promise<InviterTotal> {
  return (await call(inviter.queryInviterRecordTotal, {}, options)).total;
}

export async function getRebateTotal(options?: CallOptions): Promise<InviterRebateTotal> {
  return (await call(inviter.getInviterRebateTotal, {}, options)).total;
}

export async function getInviterRecords(query: ReportQuery & { groupBy: InviterRecordGroup }, options?: CallOptions): Promise<RecordPage<InviterRecord>> {
  return (await call(inviter.queryPageInviterRecordList, { query }, options)).page;
}

export async function getRebateRecords(query: ReportQuery, options?: CallOptions): Promise<RecordPage<RebateRecord>> {
  return (await call(inviter.queryPageInviterRebateList, { query }, options)).page;
}

export async function getInviterRecordTotal(query: Omit<ReportQuery, 'pageIndex' | 'pageSize'>, options?: CallOptions) {
  return (await call(inviter.queryPageInviterRecordTotal, { query }, options)).total;
}

export async function getRebateWindowTotal(query: Omit<ReportQuery, 'pageIndex' | 'pageSize'>, options?: CallOptions) {
  return (await call(inviter.queryPageInviterRebateTotal, { query }, options)).total;
}
