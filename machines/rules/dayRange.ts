import { DAY_MS } from './wallet';

/**
 * Date ranges of the records pages (spec section 9): a range of calendar days
 * `from`–`to` (ISO `yyyy-mm-dd`, both included) inside a window that ends
 * today and reaches back a fixed number of days (30 for bet and transaction
 * records, 90 for welfare records).
 */
export interface DayRange {
  from: string;
  to: string;
}

export interface DayWindow {
  /** How many calendar days the window spans, today included. */
  days: number;
  /** Today, as the member's calendar shows it. */
  today: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `yyyy-mm-dd` (not 2025-02-30). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The first day the window still shows. */
export const earliestDay = (window: DayWindow) => addDays(window.today, -(window.days - 1));

/** The last `days` days up to today. */
export const lastDays = (window: DayWindow, days: number): DayRange => ({
  from: addDays(window.today, -(Math.min(days, window.days) - 1)),
  to: window.today,
});

const clampDay = (day: string, window: DayWindow) => {
  const earliest = earliestDay(window);
  return day < earliest ? earliest : day > window.today ? window.today : day;
};

/**
 * A range after the member changed one end: each end stays inside the window,
 * an end that is not a day is ignored, and an end moved past the other one
 * brings the other one along.
 */
export function changeRange(range: DayRange, change: Partial<DayRange>, window: DayWindow): DayRange {
  const from = change.from !== undefined && isIsoDay(change.from) ? clampDay(change.from, window) : range.from;
  const to = change.to !== undefined && isIsoDay(change.to) ? clampDay(change.to, window) : range.to;
  if (from <= to) return { from, to };
  return change.from !== undefined ? { from, to: from } : { from: to, to };
}

/** A member's calendar day for a time, in the browser's time zone. */
export const localDay = (time: number) => new Date(time - new Date(time).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * A range of days as epoch milliseconds in the member's time zone, to the end of its last day: not
 * cut at the device's "now", since a device clock behind the server's would hide what was just done.
 */
export const rangeTimes = (range: DayRange) => ({
  startTime: new Date(`${range.from}T00:00:00`).getTime(),
  endTime: new Date(`${range.to}T23:59:59.999`).getTime(),
});
