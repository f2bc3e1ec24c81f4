import { DAY_MS } from './wallet';
import { formatAmount } from './display';

/** Money in a member's message as the site shows it (spec section 5): thousands separators, 2 decimals. */
const money = (minor: number) => formatAmount(minor / 100);

/**
 * Promotions (issue 26, spec sections 2, 7 and 9): what an activity asks of a member and what it gives, for
 * the server that enforces it and the pages that explain it. Amounts are minor units, times epoch ms.
 */

/** The classifications of /activity/discount?type= (spec section 2: types 2 and 5 seen), in tab order. */
export const ACTIVITY_CLASSES = [
  { id: 1, key: 'newcomer' },
  { id: 2, key: 'deposit' },
  { id: 3, key: 'betting' },
  { id: 4, key: 'casino' },
  { id: 5, key: 'vip' },
] as const;
export type ActivityClassId = (typeof ACTIVITY_CLASSES)[number]['id'];
export const isActivityClassId = (value: unknown): value is ActivityClassId => ACTIVITY_CLASSES.some((each) => each.id === value);

/** A bonus activity pays money once it is granted; a betting gift pays each stake tier's gift once it is reached. */
export const ACTIVITY_KINDS = ['bonus', 'bettingGift'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** 'first': the member's first credited deposit qualifies (and a percentage bonus is a share of it). */
export const DEPOSIT_RULES = ['none', 'first'] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];

export const BONUS_TYPES = ['fixed', 'percent'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** Spec section 9: a bonus's turnover is 1x-3x. */
export const ACTIVITY_TURNOVER_MIN = 1;
export const ACTIVITY_TURNOVER_MAX = 3;
/** A percentage bonus is at most 100 % of its deposit, in basis points. */
export const BONUS_PERCENT_MAX_BP = 10_000;
/** Spec section 9: the side panels' promotion list shows 5 items. */
export const PROMOTION_PANEL_SIZE = 5;
/** The pending application's page asks again this often whether the operator has decided. */
export const REVIEW_POLL_MS = 30_000;
/** A betting gift has 1-8 stake tiers. */
export const GIFT_TIERS_MAX = 8;

export const APPLICATION_STATUSES = ['pending', 'granted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What an activity asks and gives. */
export interface ActivityRules {
  kind: ActivityKind;
  /** The lowest VIP level that may apply (0-10). */
  minVipLevel: number;
  depositRule: DepositRule;
  /** The qualifying deposit's minimum (with depositRule 'first'). */
  minDepositMinor: number;
  /** Registered at least this many days (null: no such rule). */
  memberDaysMin: number | null;
  /** Registered fewer than this many days: the member's first N days (null: no such rule). */
  memberDaysMax: number | null;
  /** Applications a member may hold, pending or granted (rejected ones do not count): 1 is once per member. */
  perMemberLimit: number;
  /** The application window: from (included) to (excluded). */
  applyFrom: number;
  applyUntil: number;
  bonusType: BonusType;
  bonusFixedMinor: number;
  bonusPercentBp: number;
  /** The most a percentage bonus pays. */
  bonusCapMinor: number;
  turnoverMultiple: number;
  /** An operator decides each application (else it is granted at once). */
  review: boolean;
  /** Where the bonus is paid: 'central' or a venue's plat_type. */
  walletVenue: string;
  /** The venue wallet it is paid to refuses transfers out until its balance falls under 5.00 (spec section 9). */
  locksWallet: boolean;
}

/** A betting gift's stake tier: valid turnover over the activity's period, and the gift it unlocks. */
export interface GiftTier {
  tier: number;
  turnoverMinor: number;
  giftMinor: number;
}

/** What the server knows of a member when it judges an application. */
export interface MemberFacts {
  vipLevel: number;
  registeredAt: number;
  firstDeposit: { amountMinor: number } | null;
  /** Applications to this activity pending or granted (for a betting gift: to this tier). */
  heldApplications: number;
  /** One of them is waiting for the operator. */
  pending: boolean;
}

/** A reason an application is refused: a locale key and its values. */
export interface ActivityProblem {
  key: string;
  values: Record<string, string | number>;
}

const problem = (key: string, values: Record<string, string | number> = {}): ActivityProblem => ({ key, values });

/** Whole days since registration. */
export const memberDays = (registeredAt: number, now: number) => Math.floor((now - registeredAt) / DAY_MS);

/** The bonus a member gets: a fixed amount, or a percentage of the qualifying deposit up to the cap. */
export function bonusMinorOf(rules: Pick<ActivityRules, 'bonusType' | 'bonusFixedMinor' | 'bonusPercentBp' | 'bonusCapMinor'>, depositMinor: number | null): number {
  if (rules.bonusType === 'fixed') return rules.bonusFixedMinor;
  return Math.min(rules.bonusCapMinor, Math.floor(((depositMinor ?? 0) * rules.bonusPercentBp) / 10_000));
}

/** The turnover a bonus asks before money may leave (recorded with the deposits' in turnover_requirements). */
export const requiredTurnoverMinor = (bonusMinor: number, multiple: number) => bonusMinor * multiple;

/**
 * Every reason the member may not apply now, in the order a member reads them (empty: they may). The window
 * first, then what the member already holds, then who they are, then what they deposited.
 */
export function applicationProblems(rules: ActivityRules, facts: MemberFacts, now: number, timeText: (at: number) => string): ActivityProblem[] {
  const problems: ActivityProblem[] = [];
  if (now < rules.applyFrom) problems.push(problem('activity.refuse.notOpen', { at: timeText(rules.applyFrom) }));
  else if (now >= rules.applyUntil) problems.push(problem('activity.refuse.closed', { at: timeText(rules.applyUntil - 1000) }));
  if (facts.pending) problems.push(problem('activity.refuse.pending'));
  else if (facts.heldApplications >= rules.perMemberLimit) problems.push(problem('activity.refuse.limit', { limit: rules.perMemberLimit }));
  if (facts.vipLevel < rules.minVipLevel) problems.push(problem('activity.refuse.vipLevel', { level: rules.minVipLevel, current: facts.vipLevel }));
  const days = memberDays(facts.registeredAt, now);
  if (rules.memberDaysMin !== null && days < rules.memberDaysMin) problems.push(problem('activity.refuse.tooNew', { days: rules.memberDaysMin }));
  if (rules.memberDaysMax !== null && days >= rules.memberDaysMax) problems.push(problem('activity.refuse.tooOld', { days: rules.memberDaysMax }));
  if (rules.depositRule === 'first') {
    if (!facts.firstDeposit) problems.push(problem('activity.refuse.noDeposit'));
    else if (facts.firstDeposit.amountMinor < rules.minDepositMinor) {
      problems.push(problem('activity.refuse.depositTooSmall', { min: money(rules.minDepositMinor), amount: money(facts.firstDeposit.amountMinor) }));
    }
  }
  return problems;
}

/** A betting gift's tier: the window, a claim already made, and the turnover still to go. */
export function tierProblems(rules: Pick<ActivityRules, 'applyFrom' | 'applyUntil'>, tier: GiftTier, turnoverMinor: number, claimed: boolean, now: number, timeText: (at: number) => string): ActivityProblem[] {
  const problems: ActivityProblem[] = [];
  if (now < rules.applyFrom) problems.push(problem('activity.refuse.notOpen', { at: timeText(rules.applyFrom) }));
  else if (now >= rules.applyUntil) problems.push(problem('activity.refuse.closed', { at: timeText(rules.applyUntil - 1000) }));
  if (claimed) problems.push(problem('activity.refuse.tierClaimed', { tier: tier.tier }));
  else if (turnoverMinor < tier.turnoverMinor) problems.push(problem('activity.refuse.tierNotReached', { remaining: money(tier.turnoverMinor - turnoverMinor) }));
  return problems;
}

/** Where an activity stands: shown and open between its start and end, unless an operator ended it earlier. */
export type ActivityPhase = 'scheduled' | 'running' | 'ended';
export function activityPhase(activity: { startsAt: number; endsAt: number }, now: number): ActivityPhase {
  if (now < activity.startsAt) return 'scheduled';
  return now < activity.endsAt ? 'running' : 'ended';
}

/**
 * What is wrong with an activity an operator writes, as a locale key and the field at fault (null: nothing).
 * The contract checks each value's shape; these are the rules between values.
 */
export function activityDefinitionProblem(
  definition: ActivityRules & { startsAt: number; endsAt: number; tiers: GiftTier[] },
): { key: string; field: string } | null {
  if (definition.endsAt <= definition.startsAt) return { key: 'activity.ops.periodOrder', field: 'endTime' };
  if (definition.applyUntil <= definition.applyFrom) return { key: 'activity.ops.windowOrder', field: 'applyEndTime' };
  if (definition.applyFrom < definition.startsAt || definition.applyUntil > definition.endsAt) return { key: 'activity.ops.windowInPeriod', field: 'applyStartTime' };
  if (definition.memberDaysMin !== null && definition.memberDaysMax !== null && definition.memberDaysMax <= definition.memberDaysMin) {
    return { key: 'activity.ops.daysOrder', field: 'memberDaysMax' };
  }
  if (definition.locksWallet && definition.walletVenue === 'central') return { key: 'activity.ops.lockNeedsVenue', field: 'locksWallet' };
  if (definition.kind === 'bettingGift') {
    if (definition.tiers.length === 0) return { key: 'activity.ops.tiersNeeded', field: 'tiers' };
    const rising = definition.tiers.every((tier, index) => index === 0 || (tier.turnoverMinor > definition.tiers[index - 1].turnoverMinor && tier.giftMinor >= definition.tiers[index - 1].giftMinor));
    if (!rising) return { key: 'activity.ops.tiersOrder', field: 'tiers' };
    if (definition.tiers.some((tier) => tier.turnoverMinor <= 0 || tier.giftMinor <= 0)) return { key: 'activity.ops.tiersOrder', field: 'tiers' };
    return null;
  }
  if (definition.tiers.length > 0) return { key: 'activity.ops.tiersOnlyGift', field: 'tiers' };
  if (definition.bonusType === 'fixed' && definition.bonusFixedMinor <= 0) return { key: 'activity.ops.bonusAmount', field: 'bonusAmount' };
  if (definition.bonusType === 'percent') {
    if (definition.bonusPercentBp <= 0 || definition.bonusPercentBp > BONUS_PERCENT_MAX_BP) return { key: 'activity.ops.bonusPercent', field: 'bonusPercent' };
    if (definition.bonusCapMinor <= 0) return { key: 'activity.ops.bonusCap', field: 'bonusCap' };
    if (definition.depositRule !== 'first') return { key: 'activity.ops.percentNeedsDeposit', field: 'depositRule' };
  }
  return null;
}

/** The tone an application's status is shown in (machines/rules/display.ts StatusTone). */
export const applicationStatusTone = (status: ApplicationStatus): 'pending' | 'done' | 'failed' => (status === 'pending' ? 'pending' : status === 'granted' ? 'done' : 'failed');
