import { DEPOSIT_DAY_OFFSET_MS } from './deposit';
import { DAY_MS } from './wallet';

/**
 * Business days (UTC+8, as the deposit cancels' days): the VIP daily job closes them, and the welfare
 * centre's windows are told in them (spec sections 4 and 9). A day is written `yyyy-mm-dd`.
 */

export const BUSINESS_DAY_OFFSET_MS = DEPOSIT_DAY_OFFSET_MS;
export const HOUR_MS = 3_600_000;

/** The business day an instant falls in. */
export const businessDayOf = (at: number) => new Date(at + BUSINESS_DAY_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a business day starts (its 00:00 at UTC+8). */
export const businessDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - BUSINESS_DAY_OFFSET_MS;

/** The day `count` days after `day`. */
export const dayAfter = (day: string, count = 1) => new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const SATURDAY = 6;

/** An instant as the site's clock reads it (UTC+8), to the second: "2026-11-28 01:00:00". */
export const businessTimeText = (at: number) => new Date(at + BUSINESS_DAY_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
