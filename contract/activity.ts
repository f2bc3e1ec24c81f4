import { Type, type Static } from 'typebox';
import { Amount, endpoint, EpochMs } from './envelope';
import { RecordPage } from './wallet';
import { OPS_ROLES, OpsPage, OpsRejectBody } from './ops';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';
import { ACTIVITY_CLASSES, ACTIVITY_TURNOVER_MAX, ACTIVITY_TURNOVER_MIN, GIFT_TIERS_MAX } from '../machines/rules/activity';
import { VIP_LEVEL_MAX } from '../machines/rules/vip';

/**
 * Promotions (issue 26; spec sections 2, 7 and 9). Guests read the classifications, the list and an activity's
 * details (a guest opening details is asked to log in first; the site does that). A member sees where they stand
 * for an activity (whether they may apply and, if not, why), applies, claims a betting gift's tiers and reads
 * their applications (the gift records). Operators write, schedule and end activities and decide the
 * applications that need review. A granted bonus is credited once, from the house's promotions account, with its
 * turnover recorded for withdrawals; a bonus paid to a venue wallet may lock it until its balance is under 5.00.
 */

const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const ActivityClassIdValue = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], {
  description: ACTIVITY_CLASSES.map((each) => `${each.id} ${each.key}`).join(', '),
});
const ActivityKindValue = Type.Union([Type.Literal('bonus'), Type.Literal('bettingGift')], { description: 'bonus: money once granted; bettingGift: a gift per stake tier reached' });
const DepositRuleValue = Type.Union([Type.Literal('none'), Type.Literal('first')], { description: "first: the member's first credited deposit qualifies" });
const BonusTypeValue = Type.Union([Type.Literal('fixed'), Type.Literal('percent')]);
export const ApplicationStatusValue = Type.Union([Type.Literal('pending'), Type.Literal('granted'), Type.Literal('rejected')]);
const TurnoverMultiple = Type.Integer({ minimum: ACTIVITY_TURNOVER_MIN, maximum: ACTIVITY_TURNOVER_MAX, description: 'Spec section 9: 1x-3x' });
const VipLevelNumber = Type.Integer({ minimum: 0, maximum: VIP_LEVEL_MAX });
const Days = Type.Union([Type.Integer({ minimum: 1, maximum: 36_500 }), Type.Null()]);
const Tier = Type.Integer({ minimum: 1, maximum: GIFT_TIERS_MAX });

export const ActivityClass = Type.Object({ id: ActivityClassIdValue, name: Type.String() });
export type ActivityClass = Static<typeof ActivityClass>;

/** A stake tier of a betting gift: valid turnover over the activity's period, and its gift. */
export const GiftTier = Type.Object({ tier: Tier, turnover: Amount, gift: Amount });
export type GiftTier = Static<typeof GiftTier>;

/** Who may apply and what they get, as members read it. */
export const ActivityRulesView = Type.Object({
  minVipLevel: VipLevelNumber,
  depositRule: DepositRuleValue,
  minDeposit: Amount,
  memberDaysMin: Days,
  memberDaysMax: Days,
  perMemberLimit: Type.Integer({ minimum: 1 }),
  bonusType: BonusTypeValue,
  bonusAmount: Amount,
  bonusPercent: Type.String({ description: 'Percent of the qualifying deposit, two decimals ("100.00")' }),
  bonusCap: Amount,
  turnoverMultiple: TurnoverMultiple,
  review: Type.Boolean({ description: 'An operator decides each application' }),
  walletVenue: Type.String({ description: '"central" or the plat_type of the venue wallet the bonus is paid to' }),
  walletName: Type.String({ description: "The wallet's name in the caller's language" }),
  locksWallet: Type.Boolean({ description: 'The venue wallet refuses transfers out until its balance is under 5.00' }),
});
export type ActivityRulesView = Static<typeof ActivityRulesView>;

/** Activity (spec section 3: id, listImgUrl) as the list shows it. */
export const ActivitySummary = Type.Object({
  id: Type.Integer(),
  activityClassId: ActivityClassIdValue,
  kind: ActivityKindValue,
  listImgUrl: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  startTime: EpochMs,
  endTime: Type.Integer({ description: 'Epoch ms at which it ends (its last moment is 1 ms before)' }),
  applyStartTime: EpochMs,
  applyEndTime: EpochMs,
});
export type ActivitySummary = Static<typeof ActivitySummary>;

export const ActivityDetail = Type.Object({
  ...ActivitySummary.properties,
  content: Type.String({ description: 'HTML: headings, paragraphs, lists, tables, strong, em and in-site links only' }),
  rules: ActivityRulesView,
  tiers: Type.Array(GiftTier),
});
export type ActivityDetail = Static<typeof ActivityDetail>;

/** A prize/reward record (spec section 3): application time, activity name, prize type, status, delivery info. */
export const GiftRecord = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  activityId: Type.Integer(),
  activityName: Type.String(),
  tier: Type.Union([Tier, Type.Null()]),
  prizeType: ActivityKindValue,
  prizeTypeName: Type.String(),
  prize: Amount,
  status: ApplicationStatusValue,
  statusName: Type.String(),
  createTime: EpochMs,
  reviewTime: Type.Union([EpochMs, Type.Null()]),
  walletName: Type.String(),
  requiredTurnover: Amount,
  deliveryInfo: Type.String({ description: "What became of it, in the caller's language: credited where and with what turnover, under review, or why it was refused" }),
});
export type GiftRecord = Static<typeof GiftRecord>;

/** Where a member stands for an activity (or a tier of a betting gift). */
export const ApplyStanding = Type.Object({
  eligible: Type.Boolean(),
  problems: Type.Array(Type.String(), { description: "Why the member may not apply now, in the caller's language (empty when eligible)" }),
  bonus: Type.Union([Amount, Type.Null()], { description: 'What an application now would be worth, when that is known' }),
  latest: Type.Union([GiftRecord, Type.Null()], { description: "The member's latest application to it" }),
});
export type ApplyStanding = Static<typeof ApplyStanding>;

export const BettingGiftTier = Type.Object({ ...GiftTier.properties, reached: Type.Boolean(), claimed: Type.Boolean(), standing: ApplyStanding });
export type BettingGiftTier = Static<typeof BettingGiftTier>;

export const BettingGift = Type.Object({
  activity: ActivitySummary,
  turnover: Amount,
  tiers: Type.Array(BettingGiftTier),
});
export type BettingGift = Static<typeof BettingGift>;

const ActivityQuery = Type.Object({ id: RowId });
const StandingQuery = Type.Object({ activityId: RowId, tier: Type.Optional(Tier) });

export const activity = {
  getActivityClassification: endpoint({
    method: 'POST',
    path: '/guest/activity/getActivityClassification',
    summary: 'The classifications of the promotions page, each with its name in the caller’s language',
    access: 'guest',
    reply: Type.Object({ activityClassificationList: Type.Array(ActivityClass) }),
  }),
  list: endpoint({
    method: 'POST',
    path: '/guest/activity/list',
    summary: 'A page of the running activities, of one classification or all (the shell sends activityClassId empty, device 1, pageIndex 1, pageSize 5)',
    access: 'guest',
    querystring: Type.Object({
      // Text, since the shell sends it empty: a classification's digit, or empty (or absent) for all.
      activityClassId: Type.Optional(Type.String({ pattern: '^[1-5]?$', description: `Empty or absent: every classification; else ${ACTIVITY_CLASSES.map((each) => `${each.id} ${each.key}`).join(', ')}` })),
      device: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 web (spec), 2 mobile: the same activities' })),
      pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
    }),
    reply: Type.Object({ activityList: RecordPage(ActivitySummary) }),
  }),
  getActivityDetail: endpoint({
    method: 'POST',
    path: '/guest/activity/getActivityDetail',
    summary: 'One running activity in full: its text, its rules and (a betting gift) its tiers; any other id answers 404',
    access: 'guest',
    querystring: ActivityQuery,
    reply: Type.Object({ activity: ActivityDetail }),
  }),
  getApplyStanding: endpoint({
    method: 'POST',
    path: '/activity/activityApply/getApplyStanding',
    summary: "Whether the member may apply now (and, if not, why in the caller's language), and their latest application to it",
    access: 'member',
    querystring: StandingQuery,
    reply: Type.Object({ standing: ApplyStanding }),
  }),
  applyActivity: endpoint({
    method: 'POST',
    path: '/activity/activityApply/applyActivity',
    summary: 'Applies for an activity (a betting gift: claims a tier reached). Granted at once, or pending review; a refusal names the rule and writes nothing',
    access: 'member',
    body: Type.Object({ activityId: RowId, tier: Type.Optional(Tier) }),
    reply: Type.Object({ application: GiftRecord }),
    idempotent: true,
  }),
  queryApplyActivityList: endpoint({
    method: 'POST',
    path: '/activity/activityApply/queryApplyActivityList',
    summary: "A page of the member's applications (gift records), newest first, of one activity or all",
    access: 'member',
    querystring: Type.Object({
      activityId: Type.Optional(RowId),
      pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
    }),
    reply: Type.Object({ page: RecordPage(GiftRecord) }),
  }),
  getBettingGift: endpoint({
    method: 'POST',
    path: '/activity/bettingGift/getBettingGift',
    summary: "The running betting gift (or the one named): the member's valid turnover over its period and each stake tier's gift, reached and claimed",
    access: 'member',
    querystring: Type.Object({ activityId: Type.Optional(RowId) }),
    reply: Type.Object({ bettingGift: Type.Union([BettingGift, Type.Null()], { description: 'null when no betting gift runs' }) }),
  }),
} as const;

/** The texts of an activity in one language. */
const ActivityTexts = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 128 }),
    summary: Type.String({ minLength: 1, maxLength: 256 }),
    content: Type.String({ minLength: 1, maxLength: 20_000, description: 'HTML: h2, h3, p, ul, ol, li, table parts, strong, em and a href="#/…" only' }),
  },
  { additionalProperties: false },
);

const AmountText = (description: string) => Type.String({ pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,2})?$', description });

/** An activity as an operator writes it (creating or replacing one). */
export const ActivityInput = Type.Object(
  {
    activityClassId: ActivityClassIdValue,
    kind: ActivityKindValue,
    sort: Type.Integer({ minimum: 0, maximum: 9999, description: 'Lower first' }),
    listImgUrl: Type.String({ pattern: '^/content/[A-Za-z0-9/_.-]+\\.(svg|png|jpg)$', maxLength: 256, description: "An address of the site's own art" }),
    startTime: EpochMs,
    endTime: EpochMs,
    applyStartTime: EpochMs,
    applyEndTime: EpochMs,
    minVipLevel: VipLevelNumber,
    depositRule: DepositRuleValue,
    minDeposit: AmountText('The qualifying deposit at least'),
    memberDaysMin: Days,
    memberDaysMax: Days,
    perMemberLimit: Type.Integer({ minimum: 1, maximum: 1000 }),
    bonusType: BonusTypeValue,
    bonusAmount: AmountText('A fixed bonus'),
    bonusPercent: Type.String({ pattern: '^(0|[1-9][0-9]{0,2})(\\.[0-9]{1,2})?$', description: 'Percent of the deposit, at most 100' }),
    bonusCap: AmountText('The most a percentage bonus pays'),
    turnoverMultiple: TurnoverMultiple,
    review: Type.Boolean(),
    walletVenue: Type.String({ minLength: 1, maxLength: 32 }),
    locksWallet: Type.Boolean(),
    tiers: Type.Array(Type.Object({ turnover: AmountText('Valid turnover'), gift: AmountText('Its gift') }, { additionalProperties: false }), { maxItems: GIFT_TIERS_MAX }),
    texts: Type.Object({ zh: ActivityTexts, hk: ActivityTexts, en: ActivityTexts }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type ActivityInput = Static<typeof ActivityInput>;

export const OpsActivity = Type.Object({
  ...ActivityInput.properties,
  id: Type.Integer(),
  phase: Type.Union([Type.Literal('scheduled'), Type.Literal('running'), Type.Literal('ended')]),
  applications: Type.Object({ pending: Type.Integer(), granted: Type.Integer(), rejected: Type.Integer() }),
  updateTime: EpochMs,
});
export type OpsActivity = Static<typeof OpsActivity>;

export const OpsApplication = Type.Object({
  ...GiftRecord.properties,
  userName: Type.String(),
  depositOrderNo: Type.Union([Type.String(), Type.Null()]),
  depositAmount: Type.Union([Amount, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
});
export type OpsApplication = Static<typeof OpsApplication>;

const OpsActivityParams = Type.Object({ id: RowId });

export const opsActivity = {
  opsActivities: endpoint({
    method: 'GET',
    path: '/ops/activities',
    summary: 'Every activity with its rules, texts and application counts, newest first; of one phase or all',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    querystring: Type.Object({ phase: Type.Optional(Type.Union([Type.Literal('scheduled'), Type.Literal('running'), Type.Literal('ended'), Type.Literal('all')], { default: 'all' })), ...OpsPage }),
    reply: Type.Object({ page: RecordPage(OpsActivity) }),
  }),
  opsCreateActivity: endpoint({
    method: 'POST',
    path: '/ops/activities',
    summary: 'Creates an activity; a start in the future schedules it',
    access: 'operator',
    roles: OPS_ROLES.money,
    body: ActivityInput,
    reply: Type.Object({ activity: OpsActivity }),
  }),
  opsEditActivity: endpoint({
    method: 'PUT',
    path: '/ops/activities/:id',
    summary: 'Replaces an activity that has not ended (applications made keep what they were granted)',
    access: 'operator',
    roles: OPS_ROLES.money,
    params: OpsActivityParams,
    body: ActivityInput,
    reply: Type.Object({ activity: OpsActivity }),
  }),
  opsEndActivity: endpoint({
    method: 'POST',
    path: '/ops/activities/:id/end',
    summary: 'Ends an activity now: it leaves the list and takes no application (pending ones stay to be decided)',
    access: 'operator',
    roles: OPS_ROLES.money,
    params: OpsActivityParams,
    reply: Type.Object({ activity: OpsActivity }),
  }),
  opsApplications: endpoint({
    method: 'GET',
    path: '/ops/activity-applications',
    summary: 'Applications by page: pending (awaiting review, oldest first) or all (newest first)',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('all')], { default: 'pending' })), ...OpsPage }),
    reply: Type.Object({ page: RecordPage(OpsApplication) }),
  }),
  opsApproveApplication: endpoint({
    method: 'POST',
    path: '/ops/activity-applications/:id/approve',
    summary: 'Grants a pending application: its bonus is credited once from the promotions account, its turnover recorded',
    access: 'operator',
    roles: OPS_ROLES.money,
    params: OpsActivityParams,
    reply: Type.Object({ application: OpsApplication }),
  }),
  opsRejectApplication: endpoint({
    method: 'POST',
    path: '/ops/activity-applications/:id/reject',
    summary: 'Refuses a pending application with a reason the member reads; nothing moves',
    access: 'operator',
    roles: OPS_ROLES.money,
    params: OpsActivityParams,
    body: OpsRejectBody,
    reply: Type.Object({ application: OpsApplication }),
  }),
} as const;
