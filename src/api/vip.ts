import { call, type CallOptions } from './client';
import { vip, type ReturnWaterRow, type VipLevel, type VipStanding, type WelfareMultiples } from '../../contract/vip';

/** The VIP programme (spec section 7): every level's terms and the rebate table for anyone, the member's own standing. */

export type { ReturnWaterRow, VipLevel, VipStanding, WelfareMultiples } from '../../contract/vip';

export async function getVipInfo(options?: CallOptions): Promise<{ levels: VipLevel[]; multiples: WelfareMultiples }> {
  const { vipLevelList, welfareMultiples } = await call(vip.getVipInfo, {}, options);
  return { levels: vipLevelList, multiples: welfareMultiples };
}

export async function getRebateTable(options?: CallOptions): Promise<ReturnWaterRow[]> {
  return (await call(vip.getVipReturnWaterList, {}, options)).returnWaterList;
}

export async function getVipStanding(options?: CallOptions): Promise<VipStanding> {
  return (await call(vip.getVipStanding, {}, options)).standing;
}
