import { businessDayOf, businessDayStart, dayAfter, HOUR_MS, SATURDAY, weekdayOf } from './businessDay';
import {
  REBATE_VALID_DAYS,
  WEEKLY_PACKET_CLOSES_AFTER_DAYS,
  WEEKLY_PACKET_HIGH_FROM_LEVEL,
  WEEKLY_PACKET_OPENS_HOUR,
  WELFARE_GIFT_VALID_DAYS,
} from './vip';

/**
 * When a welfare item may be claimed (spec sections 4 and 9), for the server that issues and pays it and the
 * site that shows its countdown: from `availableFrom` (included) to `expiresAt` (excluded), epoch ms.
 */
export interface WelfareWindow {
  availableFrom: number;
  expiresAt: number;
}

/** A gift (upgrade, birthday, exclusive red packet) issued for `day`: that day's start and 3 days on. */
export function giftWindow(day: string): WelfareWindow {
  const availableFrom = businessDayStart(day);
  return { availableFrom, expiresAt: businessDayStart(dayAfter(day, WELFARE_GIFT_VALID_DAYS)) };
}

/** A rebate paid on `day` (for the day before): 30 natural days from that day's start. */
export function rebateWindow(day: string): WelfareWindow {
  return { availableFrom: businessDayStart(day), expiresAt: businessDayStart(dayAfter(day, REBATE_VALID_DAYS)) };
}

/** The weekly red packet of a Saturday: 01:00 (VIP1-5) or 13:00 (VIP6-10) to the end of the Wednesday after. */
export function weeklyPacketWindow(saturday: string, level: number): WelfareWindow {
  const hour = level >= WEEKLY_PACKET_HIGH_FROM_LEVEL ? WEEKLY_PACKET_OPENS_HOUR.high : WEEKLY_PACKET_OPENS_HOUR.low;
  return { availableFrom: businessDayStart(saturday) + hour * HOUR_MS, expiresAt: businessDayStart(dayAfter(saturday, WEEKLY_PACKET_CLOSES_AFTER_DAYS)) };
}

/** Spec section 9: welfare records are kept in view for 90 days (the records call answers that window). */
export const WELFARE_RECORD_DAYS = 90;

export type WelfareStatus = 'upcoming' | 'claimable' | 'claimed' | 'expired';

export function welfareStatus(item: WelfareWindow & { claimedAt: number | null }, now: number): WelfareStatus {
  if (item.claimedAt !== null) return 'claimed';
  if (now >= item.expiresAt) return 'expired';
  if (now < item.availableFrom) return 'upcoming';
  return 'claimable';
}

/**
 * The next weekly red packet's window for a member of `level` at `now` (for the welfare centre's countdown): this
 * Saturday's while it has not opened yet, else the next Saturday's. VIP0 receives none (null).
 */
export function nextWeeklyPacketWindow(now: number, level: number): WelfareWindow | null {
  if (level < 1) return null;
  const today = businessDayOf(now);
  const saturday = dayAfter(today, (SATURDAY - weekdayOf(today) + 7) % 7);
  const window = weeklyPacketWindow(saturday, level);
  return now < window.availableFrom ? window : weeklyPacketWindow(dayAfter(saturday, 7), level);
}
