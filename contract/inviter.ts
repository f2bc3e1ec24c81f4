import { Type, type Static } from 'typebox';
import { Amount, endpoint, EpochMs } from './envelope';
import { RecordPage } from './wallet';
import { OPS_ROLES } from './ops';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';
import { AGENT_SHARE_MAX_PERCENT } from '../machines/rules/agent';

/**
 * The agent (invitation) programme: spec section 7's Invitations group and /user/getInviterInfo. Anyone reads
 * the programme (tiers, platform fees, prizes, contacts) and the marquee of recent rewards (names masked); a
 * member joins, reads their code and link, and reads only their own invitees, days and rewards. An agent's
 * rebate for a business day is the tier's share (at most the spec's 55 %) of the platform fee on the invitees'
 * valid bets, computed and paid by the nightly job; prizes are paid by number of qualified invitees.
 */

/** A percent with two decimals, as shares and fees are written ("35.00"). */
const Percent = Type.String({ description: 'Percent with two decimals, e.g. "35.00"', examples: ['35.00'] });
const BusinessDay = Type.String({ description: 'A business day (UTC+8), yyyy-mm-dd', examples: ['2026-11-27'] });

export const AgentTier = Type.Object({
  tier: Type.Integer({ minimum: 1 }),
  minActiveInvitees: Type.Integer({ minimum: 0, description: 'Invitees with valid bets on the day' }),
  minValidBets: Amount,
  sharePercent: Percent,
});
export type AgentTier = Static<typeof AgentTier>;

export const PlatformFee = Type.Object({
  gameType: Type.Integer(),
  gameTypeName: Type.String({ description: "The game type's name in the caller's language" }),
  feePercent: Percent,
});
export type PlatformFee = Static<typeof PlatformFee>;

export const AgentContact = Type.Object({
  kind: Type.String({ description: 'telegram, wechat, qq, email, skype or whatsapp' }),
  address: Type.String(),
});
export type AgentContact = Static<typeof AgentContact>;

export const InviterBaseConfig = Type.Object({
  maxSharePercent: Percent,
  qualifyValidBets: Amount,
  activeDays: Type.Integer({ description: 'An invitee counts as active with valid bets within these days' }),
  tiers: Type.Array(AgentTier),
  platformFees: Type.Array(PlatformFee),
  contacts: Type.Array(AgentContact),
});
export type InviterBaseConfig = Static<typeof InviterBaseConfig>;

export const InviterPrize = Type.Object({ invitees: Type.Integer({ minimum: 1 }), prize: Amount });
export type InviterPrize = Static<typeof InviterPrize>;

export const MarqueeRecord = Type.Object({
  kind: Type.Union([Type.Literal('rebate'), Type.Literal('prize')]),
  userName: Type.String({ description: 'The agent, masked: ag***1' }),
  amount: Amount,
  invitees: Type.Union([Type.Integer(), Type.Null()], { description: 'The number of qualified invitees a prize was for' }),
  createTime: EpochMs,
});
export type MarqueeRecord = Static<typeof MarqueeRecord>;

export const InviterInfo = Type.Object({
  isAgent: Type.Boolean(),
  inviteCode: Type.Union([Type.String(), Type.Null()]),
  inviteUrl: Type.Union([Type.String({ description: 'The registration link with the code, on the address the call came to' }), Type.Null()]),
  invitedBy: Type.Union([Type.String({ description: 'Who invited the member, masked' }), Type.Null()]),
  joinTime: Type.Union([EpochMs, Type.Null()]),
});
export type InviterInfo = Static<typeof InviterInfo>;

export const InviterTotal = Type.Object({
  invitees: Type.Integer({ minimum: 0 }),
  qualifiedInvitees: Type.Integer({ minimum: 0 }),
  activeInvitees: Type.Integer({ minimum: 0, description: 'Invitees with valid bets within the last activeDays days' }),
  validBets: Amount,
  rebateTotal: Amount,
  prizeTotal: Amount,
});
export type InviterTotal = Static<typeof InviterTotal>;

const Window = {
  startTime: Type.Optional(EpochMs),
  endTime: Type.Optional(EpochMs),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
};

export const INVITER_RECORD_GROUPS = ['member', 'game'] as const;
export type InviterRecordGroup = (typeof INVITER_RECORD_GROUPS)[number];

export const InviterRecordQuery = Type.Object({
  ...Window,
  groupBy: Type.Optional(
    Type.Union(
      [Type.Literal(INVITER_RECORD_GROUPS[0]), Type.Literal(INVITER_RECORD_GROUPS[1])],
      { description: 'member: the member report, a row per invitee; game: member game details, a row per invitee and game type', default: 'member' },
    ),
  ),
});
export type InviterRecordQuery = Static<typeof InviterRecordQuery>;

/** An invitee's bets in the window (settled bets by bet time, as the bet records read them). */
export const InviterRecord = Type.Object({
  id: Type.String({ description: 'The row: invitee, and game type when grouped by game' }),
  userName: Type.String(),
  registerTime: EpochMs,
  qualified: Type.Boolean(),
  gameType: Type.Union([Type.Integer(), Type.Null()]),
  gameTypeName: Type.Union([Type.String(), Type.Null()]),
  betCount: Type.Integer({ minimum: 0 }),
  validBetAmount: Amount,
  winLoss: Amount,
});
export type InviterRecord = Static<typeof InviterRecord>;

export const InviterRecordTotal = Type.Object({
  invitees: Type.Integer({ minimum: 0, description: 'Invitees registered by the end of the window' }),
  activeInvitees: Type.Integer({ minimum: 0, description: 'Of them, those with bets in the window' }),
  betCount: Type.Integer({ minimum: 0 }),
  validBetAmount: Amount,
  winLoss: Amount,
});
export type InviterRecordTotal = Static<typeof InviterRecordTotal>;

export const RebateQuery = Type.Object(Window);
export type RebateQuery = Static<typeof RebateQuery>;

/** One game type's platform fee detail of a closed day. */
export const RebateLine = Type.Object({
  gameType: Type.Integer(),
  gameTypeName: Type.String(),
  validBetAmount: Amount,
  feePercent: Percent,
  platformFee: Amount,
  rebate: Amount,
});
export type RebateLine = Static<typeof RebateLine>;

/** A business day the nightly job closed for the agent. */
export const RebateRecord = Type.Object({
  id: Type.String({ description: 'The business day' }),
  businessDay: BusinessDay,
  orderNo: Type.Union([Type.String(), Type.Null()], { description: "The payment's order number; null when the day paid nothing" }),
  activeInvitees: Type.Integer({ minimum: 0 }),
  validBetAmount: Amount,
  tier: Type.Union([Type.Integer(), Type.Null()]),
  sharePercent: Percent,
  platformFee: Amount,
  rebate: Amount,
  lines: Type.Array(RebateLine),
  createTime: EpochMs,
});
export type RebateRecord = Static<typeof RebateRecord>;

export const RebateTotal = Type.Object({
  days: Type.Integer({ minimum: 0 }),
  validBetAmount: Amount,
  platformFee: Amount,
  rebate: Amount,
});
export type RebateTotal = Static<typeof RebateTotal>;

export const InviterRebateTotal = Type.Object({
  rebateTotal: Amount,
  prizeTotal: Amount,
  lastDay: Type.Union([BusinessDay, Type.Null()]),
  lastRebate: Amount,
});
export type InviterRebateTotal = Static<typeof InviterRebateTotal>;

export const inviter = {
  getInviterBaseConfig: endpoint({
    method: 'POST',
    path: '/inviter/inviterBaseConfig/getInviterBaseConfig',
    summary: `The programme for anyone: tiers (share of the platform fee, at most ${AGENT_SHARE_MAX_PERCENT} %), platform fees by game type, what qualifies an invitee, the contacts`,
    access: 'guest',
    reply: Type.Object({ inviterBaseConfig: InviterBaseConfig }),
  }),
  queryInviterPrizeConfigList: endpoint({
    method: 'POST',
    path: '/inviter/inviterPrizeConfig/queryInviterPrizeConfigList',
    summary: 'The prizes by number of qualified invitees, fewest first',
    access: 'guest',
    reply: Type.Object({ inviterPrizeConfigList: Type.Array(InviterPrize) }),
  }),
  getMarqueeInviterRecord: endpoint({
    method: 'POST',
    path: '/inviter/inviterRecord/getMarqueeInviterRecord',
    summary: "The latest rewards paid to agents (rebates and prizes), newest first, agents' names masked",
    access: 'guest',
    reply: Type.Object({ marqueeList: Type.Array(MarqueeRecord) }),
  }),
  becomeInviter: endpoint({
    method: 'POST',
    path: '/user/becomeInviter',
    summary: "Joins the agent programme: the member's invitation code is made once (a second call answers the same)",
    access: 'member',
    reply: Type.Object({ inviterInfo: InviterInfo }),
  }),
  getInviterInfo: endpoint({
    method: 'POST',
    path: '/user/getInviterInfo',
    summary: "The member's place in the programme: agent or not, the invitation code and link, who invited the member",
    access: 'member',
    reply: Type.Object({ inviterInfo: InviterInfo }),
  }),
  queryInviterRecordTotal: endpoint({
    method: 'POST',
    path: '/inviter/inviterRecord/queryInviterRecordTotal',
    summary: "The agent's statistics: invitees, qualified and active invitees, their valid bets in the active days, rebates and prizes earned",
    access: 'member',
    reply: Type.Object({ total: InviterTotal }),
  }),
  queryPageInviterRecordList: endpoint({
    method: 'POST',
    path: '/inviter/inviterRecord/queryPageInviterRecordList',
    summary: "A page of the agent's member report (a row per invitee) or member game details (per invitee and game type) within at most 30 days",
    access: 'member',
    querystring: InviterRecordQuery,
    reply: Type.Object({ page: RecordPage(InviterRecord) }),
  }),
  queryPageInviterRecordTotal: endpoint({
    method: 'POST',
    path: '/inviter/inviterRecord/queryPageInviterRecordTotal',
    summary: 'Totals of the member report of the same window (paging ignored)',
    access: 'member',
    querystring: InviterRecordQuery,
    reply: Type.Object({ total: InviterRecordTotal }),
  }),
  getInviterRebateTotal: endpoint({
    method: 'POST',
    path: '/inviter/inviterRebateRecord/getInviterRebateTotal',
    summary: "What the agent has earned: rebates and prizes in all, and the latest closed day's rebate",
    access: 'member',
    reply: Type.Object({ total: InviterRebateTotal }),
  }),
  queryPageInviterRebateList: endpoint({
    method: 'POST',
    path: '/inviter/inviterRebateRecord/queryPageInviterRebateList',
    summary: "A page of the agent's closed days within at most 30 days, newest first, each with its platform fee details by game type",
    access: 'member',
    querystring: RebateQuery,
    reply: Type.Object({ page: RecordPage(RebateRecord) }),
  }),
  queryPageInviterRebateTotal: endpoint({
    method: 'POST',
    path: '/inviter/inviterRebateRecord/queryPageInviterRebateTotal',
    summary: 'Totals of the closed days of the same window (paging ignored)',
    access: 'member',
    querystring: RebateQuery,
    reply: Type.Object({ total: RebateTotal }),
  }),
} as const;

/** An operator's tier: the share in percent, at most the spec's 55 (55.01 is refused by the schema, naming the field). */
export const SetAgentTierBody = Type.Object({
  minActiveInvitees: Type.Integer({ minimum: 0, maximum: 100_000 }),
  minValidBets: Type.String({ maxLength: 16, description: 'Amount with at most 2 decimals (checked by the server, naming the field)', examples: ['10000.00'] }),
  sharePercent: Type.Number({ minimum: 0, maximum: AGENT_SHARE_MAX_PERCENT, description: `Percent of the platform fee, at most ${AGENT_SHARE_MAX_PERCENT}, two decimals at most` }),
});
export type SetAgentTierBody = Static<typeof SetAgentTierBody>;

export const opsInviter = {
  opsAgentConfig: endpoint({
    method: 'GET',
    path: '/ops/agent',
    summary: 'The agent programme as it is in force: tiers, platform fees, prizes, contacts',
    access: 'operator',
    roles: OPS_ROLES.admin,
    reply: Type.Object({ inviterBaseConfig: InviterBaseConfig, inviterPrizeConfigList: Type.Array(InviterPrize) }),
  }),
  opsSetAgentTier: endpoint({
    method: 'POST',
    path: '/ops/agent/tier/:tier',
    summary: `Sets (or adds) a tier: its minimums and its share of the platform fee (at most ${AGENT_SHARE_MAX_PERCENT} %)`,
    access: 'operator',
    roles: OPS_ROLES.admin,
    params: Type.Object({ tier: Type.Integer({ minimum: 1, maximum: 20 }) }),
    body: SetAgentTierBody,
    reply: Type.Object({ tier: AgentTier }),
  }),
} as const;
