import { Type, type Static } from 'typebox';
import { Amount, endpoint } from './envelope';
import { WaterStrategy } from './games';
import { OPS_ROLES } from './ops';
import { REBATE_MAX_BP, VIP_LEVEL_MAX, VIP_LEVEL_MIN, VIP_QUARTER_DAYS } from '../machines/rules/vip';

/**
 * The VIP programme (spec sections 1, 4, 6, 9): every level 0-10 with what it asks and gives, the rebate
 * table, and the member's own standing; the operator edits the levels and the rebate ratios. The rebate
 * ratios of one game type stay games.ts's /strategy/queryWaterStrategyByGameType. Guest calls carry no
 * token (spec section 6), so the member's standing is a member call of its own, /user/getVipStanding.
 */

export const VipLevelNumber = Type.Integer({ minimum: VIP_LEVEL_MIN, maximum: VIP_LEVEL_MAX });

/** Amounts of money a level holds, as an operator sends them: at most 2 decimals, 0 to 999,999,999.99 (checked by the server, naming the field). */
const LevelAmount = Type.String({ maxLength: 16, description: 'Amount with at most 2 decimals, e.g. "18.00"', examples: ['18.00'] });

export const VipLevel = Type.Object({
  vipLevel: VipLevelNumber,
  promotionTurnover: Type.String({ description: 'Cumulative valid turnover that reaches the level' }),
  relegationTurnover: Type.String({ description: 'Valid turnover within a 90-day quarter that keeps the level' }),
  dailyWithdrawCount: Type.Integer({ minimum: 0 }),
  dailyWithdrawLimit: Amount,
  upgradeGift: Amount,
  birthdayGift: Amount,
  weeklyRedPacket: Amount,
  exclusiveRedPacket: Amount,
});
export type VipLevel = Static<typeof VipLevel>;

/** The turnover each welfare kind requires before a withdrawal, as a multiple of its amount (spec section 9). */
export const WelfareMultiples = Type.Object({
  upgrade: Type.Integer({ minimum: 1, maximum: 3 }),
  birthday: Type.Integer({ minimum: 1, maximum: 3 }),
  weekly: Type.Integer({ minimum: 1, maximum: 3 }),
  exclusive: Type.Integer({ minimum: 1, maximum: 3 }),
  rebate: Type.Integer({ minimum: 1, maximum: 3 }),
});
export type WelfareMultiples = Static<typeof WelfareMultiples>;

export const ReturnWaterRow = Type.Object({
  gameType: Type.Integer(),
  gameTypeName: Type.String(),
  waterStrategyList: Type.Array(WaterStrategy),
});
export type ReturnWaterRow = Static<typeof ReturnWaterRow>;

export const VipStanding = Type.Object({
  vipLevel: VipLevelNumber,
  validTurnover: Amount,
  /** The counters the VIP machine runs on, in minor units, so the site can run it from here. */
  countedMinor: Type.Integer({ minimum: 0, description: 'Valid turnover counted towards promotion, minor units' }),
  quarterMinor: Type.Integer({ minimum: 0, description: "The relegation quarter's valid turnover so far, minor units" }),
  quarterDays: Type.Integer({ minimum: 0, maximum: VIP_QUARTER_DAYS, description: 'Business days of the quarter already closed' }),
  nextLevel: Type.Union([VipLevelNumber, Type.Null()]),
  missingToNext: Amount,
  relegationTurnover: Amount,
  quarterTurnover: Amount,
  missingToKeep: Amount,
  quarterDaysLeft: Type.Integer({ minimum: 0, maximum: VIP_QUARTER_DAYS }),
  closedDay: Type.Union([Type.String({ description: 'The last business day (UTC+8, yyyy-mm-dd) the daily job closed' }), Type.Null()]),
});
export type VipStanding = Static<typeof VipStanding>;

export const vip = {
  getVipInfo: endpoint({
    method: 'POST',
    path: '/guest/user/getVipInfo',
    summary: 'Every VIP level 0-10 with what it asks (turnover to reach and to keep it) and gives (withdrawals a day, gifts), and the welfare turnover multiples',
    access: 'guest',
    reply: Type.Object({ vipLevelList: Type.Array(VipLevel), welfareMultiples: WelfareMultiples }),
  }),
  getVipReturnWaterList: endpoint({
    method: 'POST',
    path: '/guest/user/getVipReturnWaterList',
    summary: 'The rebate table: for each game type with rebates, its ratio at each VIP level 0-10 (at most 1.20 %)',
    access: 'guest',
    reply: Type.Object({ returnWaterList: Type.Array(ReturnWaterRow) }),
  }),
  getVipStanding: endpoint({
    method: 'POST',
    path: '/user/getVipStanding',
    summary: "The member's level, valid turnover counted, what is missing to the next level and the relegation quarter's progress",
    access: 'member',
    reply: Type.Object({ standing: VipStanding }),
  }),
} as const;

export const SetVipLevelBody = Type.Object({
  promotionTurnover: LevelAmount,
  relegationTurnover: LevelAmount,
  dailyWithdrawCount: Type.Integer({ minimum: 0, maximum: 1000 }),
  dailyWithdrawLimit: LevelAmount,
  upgradeGift: LevelAmount,
  birthdayGift: LevelAmount,
  weeklyRedPacket: LevelAmount,
  exclusiveRedPacket: LevelAmount,
});
export type SetVipLevelBody = Static<typeof SetVipLevelBody>;

export const SetRebateBody = Type.Object({
  gameType: Type.Integer({ minimum: 1, maximum: 99 }),
  vipLevel: VipLevelNumber,
  ratio: Type.Number({ minimum: 0, maximum: REBATE_MAX_BP / 100, description: 'Percent of valid turnover, at most 1.2, two decimals at most' }),
});
export type SetRebateBody = Static<typeof SetRebateBody>;

export const opsVip = {
  opsVipConfig: endpoint({
    method: 'GET',
    path: '/ops/vip',
    summary: 'The VIP levels, the welfare multiples and the rebate table as they are in force',
    access: 'operator',
    roles: OPS_ROLES.admin,
    reply: Type.Object({ vipLevelList: Type.Array(VipLevel), welfareMultiples: WelfareMultiples, returnWaterList: Type.Array(ReturnWaterRow) }),
  }),
  opsSetVipLevel: endpoint({
    method: 'POST',
    path: '/ops/vip/level/:vipLevel',
    summary: 'Sets what a level asks and gives; promotion turnover must rise with the level (level 0 asks nothing)',
    access: 'operator',
    roles: OPS_ROLES.admin,
    params: Type.Object({ vipLevel: VipLevelNumber }),
    body: SetVipLevelBody,
    reply: Type.Object({ vipLevel: VipLevel }),
  }),
  opsSetRebate: endpoint({
    method: 'POST',
    path: '/ops/vip/rebate',
    summary: 'Sets the rebate ratio of a game type at a level (at most 1.2 %; 1.21 is refused)',
    access: 'operator',
    roles: OPS_ROLES.admin,
    body: SetRebateBody,
    reply: Type.Object({ waterStrategy: WaterStrategy }),
  }),
} as const;
