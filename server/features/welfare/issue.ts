import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { VipLevelRow } from '../vip/levels';
import type { WelfareMultiples } from '../../../contract/vip';
import { BIRTHDAY_REGISTRATION_DAYS, EXCLUSIVE_PACKET_FROM_LEVEL, type WelfareKind } from '../../../machines/rules/vip';
import { businessDayStart, dayAfter, SATURDAY, weekdayOf } from '../../../machines/rules/businessDay';
import { giftWindow, rebateWindow, weeklyPacketWindow, type WelfareWindow } from '../../../machines/rules/welfare';
import { DAY_MS } from '../../../machines/rules/wallet';

/**
 * The welfare items a closed business day issues to one member (spec sections 4 and 9), all for the next
 * day, the day they become the member's (the "pay day"):
 * - the rebate on the closed day's valid turnover, by game type at the level the member held that day
 *   (valid 30 natural days);
 * - on a promotion, the upgrade gift of the new level, and from VIP6 the level's exclusive red packet,
 *   once for each level ever (valid 3 days);
 * - when the pay day is a Saturday, the weekly red packet of VIP1-10 (from 01:00 or 13:00 to the end of Wednesday);
 * - when the pay day is the member's birthday and they registered more than 90 days before it, the
 *   birthday gift, once a year (valid 3 days).
 * Each item's key names member, kind and period and is unique, so a second issue writes nothing.
 */

export interface DayFacts {
  userId: number;
  /** The business day just closed. */
  day: string;
  levelBefore: number;
  levelAfter: number;
  promoted: boolean;
  rebateMinor: number;
  registeredAt: number;
  birthDate: string | null;
}

interface Issue extends WelfareWindow {
  key: string;
  kind: WelfareKind;
  level: number;
  amountMinor: number;
}

/** Whether `payDay` is the birthday `birthDate` (yyyy-mm-dd); 29 February falls on 28 February in other years. */
export function isBirthday(birthDate: string, payDay: string): boolean {
  const birth = birthDate.slice(5);
  const today = payDay.slice(5);
  if (birth === today) return true;
  const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return birth === '02-29' && today === '02-28' && !leap(Number(payDay.slice(0, 4)));
}

/** Spec section 9: the birthday gift needs a registration older than 90 days when the pay day starts. */
export const registeredLongEnough = (registeredAt: number, payDay: string) => businessDayStart(payDay) - registeredAt > BIRTHDAY_REGISTRATION_DAYS * DAY_MS;

export function itemsOfDay(facts: DayFacts, levels: VipLevelRow[]): Issue[] {
  const payDay = dayAfter(facts.day);
  const level = levels[facts.levelAfter];
  const member = facts.userId;
  const items: Issue[] = [];
  if (facts.rebateMinor > 0) items.push({ key: `rebate:${member}:${payDay}`, kind: 'rebate', level: facts.levelBefore, amountMinor: facts.rebateMinor, ...rebateWindow(payDay) });
  if (facts.promoted && level.upgrade_gift_minor > 0) {
    items.push({ key: `upgrade:${member}:${payDay}`, kind: 'upgrade', level: facts.levelAfter, amountMinor: level.upgrade_gift_minor, ...giftWindow(payDay) });
  }
  if (facts.promoted && facts.levelAfter >= EXCLUSIVE_PACKET_FROM_LEVEL && level.exclusive_packet_minor > 0) {
    items.push({ key: `exclusive:${member}:${facts.levelAfter}`, kind: 'exclusive', level: facts.levelAfter, amountMinor: level.exclusive_packet_minor, ...giftWindow(payDay) });
  }
  if (weekdayOf(payDay) === SATURDAY && facts.levelAfter >= 1 && level.weekly_packet_minor > 0) {
    items.push({ key: `weekly:${member}:${payDay}`, kind: 'weekly', level: facts.levelAfter, amountMinor: level.weekly_packet_minor, ...weeklyPacketWindow(payDay, facts.levelAfter) });
  }
  if (facts.birthDate && isBirthday(facts.birthDate, payDay) && registeredLongEnough(facts.registeredAt, payDay) && level.birthday_gift_minor > 0) {
    items.push({ key: `birthday:${member}:${payDay.slice(0, 4)}`, kind: 'birthday', level: facts.levelAfter, amountMinor: level.birthday_gift_minor, ...giftWindow(payDay) });
  }
  return items;
}

/** Writes the day's items (those not issued before); answers how many were new. */
export async function dayWelfare(trx: Transaction<Database>, now: number, facts: DayFacts, levels: VipLevelRow[], multiples: WelfareMultiples): Promise<number> {
  const items = itemsOfDay(facts, levels);
  if (items.length === 0) return 0;
  const payDay = dayAfter(facts.day);
  const written = await trx
    .insertInto('welfare_items')
    .values(
      items.map((item) => ({
        user_id: facts.userId,
        item_key: item.key,
        kind: item.kind,
        vip_level: item.level,
        amount_minor: item.amountMinor,
        turnover_multiple: multiples[item.kind],
        business_day: payDay,
        available_from: item.availableFrom,
        expires_at: item.expiresAt,
        claimed_at: null,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('item_key').doNothing())
    .returning('id')
    .execute();
  return written.length;
}
