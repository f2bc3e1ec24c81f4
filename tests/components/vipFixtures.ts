import type { ReturnWaterRow, VipLevel, VipStanding } from '../../src/api/vip';
import { formatMinor } from '../../machines/rules/money';

/** Levels 0-10 shaped like server/content/vip.json's first levels: VIP1 at 10,000.00, keeping VIP1 asks 3,000.00 a quarter. */
export const LEVELS: VipLevel[] = Array.from({ length: 11 }, (_, level) => ({
  vipLevel: level,
  promotionTurnover: formatMinor(level === 0 ? 0 : 1_000_000 * level * level),
  relegationTurnover: formatMinor(300_000 * level),
  dailyWithdrawCount: 3 + level,
  dailyWithdrawLimit: formatMinor(5_000_000 * (level + 1)),
  upgradeGift: formatMinor(level === 0 ? 0 : 1800 * level),
  birthdayGift: formatMinor(level === 0 ? 0 : 1800 * level),
  weeklyRedPacket: formatMinor(level === 0 ? 0 : 800 * level),
  exclusiveRedPacket: formatMinor(level >= 6 ? 88_800 : 0),
}));

export const REBATES: ReturnWaterRow[] = [
  { gameType: 1, gameTypeName: 'Sports', waterStrategyList: LEVELS.map(({ vipLevel }) => ({ vipLevel, ratio: (0.5 + vipLevel * 0.07).toFixed(2) })) },
  { gameType: 3, gameTypeName: 'Slots', waterStrategyList: LEVELS.map(({ vipLevel }) => ({ vipLevel, ratio: (0.4 + vipLevel * 0.08).toFixed(2) })) },
];

export function standing(level: number, countedMinor: number, quarterDays: number, quarterMinor: number): VipStanding {
  return {
    vipLevel: level,
    validTurnover: formatMinor(countedMinor),
    countedMinor,
    quarterMinor,
    quarterDays,
    nextLevel: level < 10 ? level + 1 : null,
    missingToNext: '0.00',
    relegationTurnover: '0.00',
    quarterTurnover: formatMinor(quarterMinor),
    missingToKeep: '0.00',
    quarterDaysLeft: 90 - quarterDays,
    closedDay: null,
  };
}
