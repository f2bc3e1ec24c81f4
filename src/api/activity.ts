import { call, type CallOptions } from './client';
import { activity, type ActivityClass, type ActivityDetail, type ActivitySummary, type ApplyStanding, type BettingGift, type GiftRecord } from '../../contract/activity';
import type { RecordPage } from '../../contract/wallet';

/** Promotions (spec section 7 "Guest" and "Welfare and activity"): the list and details anyone reads, the member's standing, applications and gift records. */

export type { ActivityClass, ActivityDetail, ActivitySummary, ApplyStanding, BettingGift, BettingGiftTier, GiftRecord } from '../../contract/activity';

export async function getActivityClasses(options?: CallOptions): Promise<ActivityClass[]> {
  return (await call(activity.getActivityClassification, {}, options)).activityClassificationList;
}

/** A page of the running activities; the shell's panels ask for all classifications, device 1, page 1 of 5. */
export async function getActivities(query: { activityClassId: number | null; pageIndex: number; pageSize: number }, options?: CallOptions): Promise<RecordPage<ActivitySummary>> {
  const { activityClassId, ...page } = query;
  return (await call(activity.list, { query: { activityClassId: activityClassId === null ? '' : String(activityClassId), device: 1, ...page } }, options)).activityList;
}

export async function getActivityDetail(id: number, options?: CallOptions): Promise<ActivityDetail> {
  return (await call(activity.getActivityDetail, { query: { id } }, options)).activity;
}

export async function getApplyStanding(target: { activityId: number; tier: number | null }, options?: CallOptions): Promise<ApplyStanding> {
  const query = target.tier === null ? { activityId: target.activityId } : { activityId: target.activityId, tier: target.tier };
  return (await call(activity.getApplyStanding, { query }, options)).standing;
}

/** Applies (a betting gift: claims a tier). The machine shows a refusal in place: no toast. */
export async function applyActivity(target: { activityId: number; tier: number | null }): Promise<GiftRecord> {
  const body = target.tier === null ? { activityId: target.activityId } : { activityId: target.activityId, tier: target.tier };
  return (await call(activity.applyActivity, { body }, { handles: 'all' })).application;
}

export async function getGiftRecords(query: { activityId?: number; pageIndex: number; pageSize: number }, options?: CallOptions): Promise<RecordPage<GiftRecord>> {
  return (await call(activity.queryApplyActivityList, { query }, options)).page;
}

export async function getBettingGift(activityId: number | null, options?: CallOptions): Promise<BettingGift | null> {
  return (await call(activity.getBettingGift, { query: activityId === null ? {} : { activityId } }, options)).bettingGift;
}
