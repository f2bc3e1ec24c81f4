import type { SnapshotFrom } from 'xstate';
import type { vipMachine } from '../../../machines/vip';
import { vipProgress, vipTier, VIP_QUARTER_DAYS } from '../../../machines/rules/vip';
import { formatAmount } from '../../../machines/rules/display';
import type { VipLevel } from '../../api/vip';

const shown = (minor: number) => formatAmount(minor / 100);
/** A share as a whole percent for a progress bar, 0-100 (a requirement of 0 is met). */
const percentOf = (part: number, whole: number) => (whole <= 0 ? 100 : Math.min(100, Math.floor((part * 100) / whole)));

/**
 * What /mine/vip shows of the member's place, read from the VIP machine (machines/vip.ts, the statechart the
 * server's daily job runs), started from the member's standing: the level and its badge tier, the way to the
 * next level (counted valid turnover against the requirement, what is missing) and the relegation quarter
 * (its days, the turnover within it against the keep turnover), and what the level gives.
 */
/** Where the level stands, from the machine's tags: at the floor (0) it can only rise, at the ceiling (10) only fall. */
export function placeOf(state: Pick<SnapshotFrom<typeof vipMachine>, 'hasTag'>): 'floor' | 'climbing' | 'ceiling' {
  const rise = state.hasTag('canRise');
  const fall = state.hasTag('canFall');
  return rise && fall ? 'climbing' : rise ? 'floor' : 'ceiling';
}

export function connectVip(state: SnapshotFrom<typeof vipMachine>, levels: readonly VipLevel[]) {
  const { context } = state;
  const progress = vipProgress(context, context.requirements);
  const nextMinor = progress.nextLevel === null ? null : context.requirements.promotionMinor[progress.nextLevel];
  const levelFloorMinor = context.requirements.promotionMinor[context.level] ?? 0;
  return {
    level: context.level,
    tier: vipTier(context.level),
    /** floor (0), climbing or ceiling (10): the machine's own place. */
    place: placeOf(state),
    canRise: state.hasTag('canRise'),
    canFall: state.hasTag('canFall'),
    next:
      progress.nextLevel === null || nextMinor === null
        ? null
        : {
            level: progress.nextLevel,
            counted: shown(context.countedMinor),
            required: shown(nextMinor),
            missing: shown(progress.missingToNextMinor),
            reached: progress.missingToNextMinor === 0,
            // The bar runs from this level's requirement to the next one's: a new level starts an empty bar.
            percent: percentOf(Math.max(0, context.countedMinor - levelFloorMinor), nextMinor - levelFloorMinor),
          },
    quarter: {
      daysClosed: context.quarterDays,
      daysLeft: progress.quarterDaysLeft,
      days: VIP_QUARTER_DAYS,
      turnover: shown(context.quarterMinor),
      keep: shown(progress.keepMinor),
      missing: shown(progress.missingToKeepMinor),
      kept: progress.missingToKeepMinor === 0,
      percent: percentOf(context.quarterMinor, progress.keepMinor),
      dayPercent: percentOf(context.quarterDays, VIP_QUARTER_DAYS),
    },
    benefits: levels.find((level) => level.vipLevel === context.level) ?? null,
  };
}

export type VipView = ReturnType<typeof connectVip>;
