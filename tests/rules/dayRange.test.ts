import { describe, expect, it } from 'vitest';
import { changeRange, isIsoDay, localDay, rangeTimes } from '../../machines/rules/dayRange';

/** The records pages' day ranges (spec section 9) at the edges their mutants showed untested. */

const window30 = { days: 30, today: '2026-01-31' };

describe('days', () => {
  it('are whole yyyy-mm-dd days only, not a month or a day that does not exist', () => {
    expect(isIsoDay('2026-01-31')).toBe(true);
    for (const bad of ['2026-01', '2026', '2026-02-30', '2026-1-05', '2026-01-05x']) expect(isIsoDay(bad), bad).toBe(false);
  });

  it('are the member’s calendar days, in the browser’s time zone', () => {
    expect(localDay(new Date(2026, 0, 15, 0, 0, 0).getTime())).toBe('2026-01-15');
    expect(localDay(new Date(2026, 0, 15, 23, 59, 59, 999).getTime())).toBe('2026-01-15');
    expect(localDay(new Date(2026, 0, 16, 0, 0, 0).getTime())).toBe('2026-01-16');
  });

  it('run from the first millisecond of the first day to the last of the last', () => {
    const { startTime, endTime } = rangeTimes({ from: '2026-01-02', to: '2026-01-31' });
    expect(startTime).toBe(new Date(2026, 0, 2).getTime());
    expect(endTime).toBe(new Date(2026, 1, 1).getTime() - 1);
    expect(endTime - startTime + 1).toBe(30 * 86_400_000);
  });
});

describe('changing one end of a range', () => {
  it('keeps the other end as it was', () => {
    const range = { from: '2026-01-10', to: '2026-01-20' };
    expect(changeRange(range, { to: '2026-01-25' }, window30)).toEqual({ from: '2026-01-10', to: '2026-01-25' });
    expect(changeRange(range, { from: '2026-01-05' }, window30)).toEqual({ from: '2026-01-05', to: '2026-01-20' });
    expect(changeRange(range, { from: 'soon' }, window30)).toEqual(range);
  });
});
