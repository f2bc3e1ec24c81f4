import type { VipLevel, VipStanding as StandingReply } from '../../api/vip';
import type { VipRequirements, VipStanding } from '../../../machines/rules/vip';

/** The server's 2-decimal amounts ("10000.00", "0.00") as minor units, in integer arithmetic. */
export function minorOf(amount: string): number {
  const [whole, fraction = ''] = amount.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The levels' terms as the VIP machine reads them (index = level). */
export function requirementsOf(levels: readonly VipLevel[]): VipRequirements {
  const ordered = [...levels].sort((a, b) => a.vipLevel - b.vipLevel);
  return {
    promotionMinor: ordered.map((level) => minorOf(level.promotionTurnover)),
    keepMinor: ordered.map((level) => minorOf(level.relegationTurnover)),
  };
}

/** The member's standing as the VIP machine starts from it. */
export const standingOf = (reply: StandingReply): VipStanding => ({
  level: reply.vipLevel,
  countedMinor: reply.countedMinor,
  quarterDays: reply.quarterDays,
  quarterMinor: reply.quarterMinor,
});
