/**
 * VIP levels 0-10 (spec sections 1, 4, 6 and 9): the badge tier each level wears, what a level asks and
 * gives, and the rule of a business day's close that machines/vip.ts runs for the site and the server's
 * daily job alike.
 */
export type VipTier = 'base' | 'silver' | 'gold' | 'diamond';

/** The lowest level of each tier, highest tier first. */
export const VIP_TIER_FROM: ReadonlyArray<readonly [VipTier, number]> = [
  ['diamond', 8],
  ['gold', 4],
  ['silver', 1],
];

export function vipTier(level: number): VipTier {
  return VIP_TIER_FROM.find(([, from]) => level >= from)?.[0] ?? 'base';
}

/** Spec section 9: levels 0-10. */
export const VIP_LEVEL_MIN = 0;
export const VIP_LEVEL_MAX = 10;
/** Spec section 9: the retention (relegation) window is a 90-day quarter. */
export const VIP_QUARTER_DAYS = 90;

/** What it takes to reach and to keep each level, in minor units (the levels' own array index is the level). */
export interface VipRequirements {
  /** Cumulative valid turnover that reaches each level (index 0 is 0). */
  promotionMinor: readonly number[];
  /** Valid turnover within a 90-day quarter that keeps each level (index 0 keeps nothing: 0 is the floor). */
  keepMinor: readonly number[];
}

/**
 * A member's place in the programme: the level, the valid turnover counted towards promotion, and the
 * current relegation quarter (how many business days of it have closed and the turnover within them).
 */
export interface VipStanding {
  level: number;
  countedMinor: number;
  quarterDays: number;
  quarterMinor: number;
}

export const VIP_START: VipStanding = { level: 0, countedMinor: 0, quarterDays: 0, quarterMinor: 0 };

export type VipDayChange = 'promoted' | 'relegated' | 'quarterClosed' | 'none';

/**
 * One business day closes with the day's valid turnover (spec section 4):
 * - the turnover counts towards promotion and towards the quarter;
 * - once the counted turnover reaches the next level's requirement the member rises one level, never
 *   more in a day, never past 10; a promotion starts a new quarter;
 * - otherwise, when the 90th day of the quarter closes short of the level's keep turnover the member
 *   falls one level (never below 0) and must reach the lost level's requirement again (the count is
 *   set back to the new level's requirement: without that a relegated member would rise the next day
 *   on turnover already counted); either way a new quarter starts.
 */
export function closeVipDay(standing: VipStanding, requirements: VipRequirements, turnoverMinor: number): { standing: VipStanding; change: VipDayChange } {
  const countedMinor = standing.countedMinor + turnoverMinor;
  const quarterMinor = standing.quarterMinor + turnoverMinor;
  const quarterDays = standing.quarterDays + 1;
  const { level } = standing;
  if (level < VIP_LEVEL_MAX && countedMinor >= requirements.promotionMinor[level + 1]) {
    return { standing: { level: level + 1, countedMinor, quarterDays: 0, quarterMinor: 0 }, change: 'promoted' };
  }
  if (quarterDays < VIP_QUARTER_DAYS) return { standing: { level, countedMinor, quarterDays, quarterMinor }, change: 'none' };
  if (level > VIP_LEVEL_MIN && quarterMinor < requirements.keepMinor[level]) {
    const lower = level - 1;
    return { standing: { level: lower, countedMinor: Math.min(countedMinor, requirements.promotionMinor[lower]), quarterDays: 0, quarterMinor: 0 }, change: 'relegated' };
  }
  return { standing: { level, countedMinor, quarterDays: 0, quarterMinor: 0 }, change: 'quarterClosed' };
}

/** What the member still needs: to the next level (null at 10) and to keep the level this quarter. */
export function vipProgress(standing: VipStanding, requirements: VipRequirements) {
  const next = standing.level < VIP_LEVEL_MAX ? requirements.promotionMinor[standing.level + 1] : null;
  return {
    nextLevel: next === null ? null : standing.level + 1,
    missingToNextMinor: next === null ? 0 : Math.max(0, next - standing.countedMinor),
    keepMinor: requirements.keepMinor[standing.level] ?? 0,
    missingToKeepMinor: Math.max(0, (requirements.keepMinor[standing.level] ?? 0) - standing.quarterMinor),
    quarterDaysLeft: VIP_QUARTER_DAYS - standing.quarterDays,
  };
}

/** Spec section 9: the rebate is at most 1.2 % of valid turnover, held in basis points (120). */
export const REBATE_MAX_BP = 120;

/** A rebate in minor units: the ratio (basis points) of the valid turnover, rounded down (the house keeps the fraction). */
export const rebateMinorOf = (validTurnoverMinor: number, ratioBp: number) => Math.floor((validTurnoverMinor * ratioBp) / 10_000);

/** Spec section 9: welfare gifts are valid 3 days, rebates 30 natural days; the birthday gift needs a registration older than 90 days. */
export const WELFARE_GIFT_VALID_DAYS = 3;
export const REBATE_VALID_DAYS = 30;
export const BIRTHDAY_REGISTRATION_DAYS = 90;
/** Spec section 4: the exclusive red packet is for VIP6-10, once each. */
export const EXCLUSIVE_PACKET_FROM_LEVEL = 6;
/** Spec section 4: weekly red packets open on Saturday at 01:00 for VIP1-5 and 13:00 for VIP6-10 (UTC+8), and close when Wednesday ends (23:59:59). */
export const WEEKLY_PACKET_OPENS_HOUR = { low: 1, high: 13 } as const;
export const WEEKLY_PACKET_HIGH_FROM_LEVEL = 6;
/** Saturday + 5 days is Thursday: the packet is claimable to Wednesday 23:59:59.999 and refused from Thursday 00:00:00. */
export const WEEKLY_PACKET_CLOSES_AFTER_DAYS = 5;

export type WelfareKind = 'upgrade' | 'birthday' | 'weekly' | 'exclusive' | 'rebate';
export const WELFARE_KINDS: readonly WelfareKind[] = ['upgrade', 'birthday', 'weekly', 'exclusive', 'rebate'];
