import { addDays, lastDays, type DayRange, type DayWindow } from './dayRange';

/** The bet record page's quick date windows (issue 12): today, yesterday, the last 7 and the last 30 days. */
export const BET_WINDOWS = ['today', 'yesterday', 'days7', 'days30'] as const;
export type BetWindowName = (typeof BET_WINDOWS)[number];

export function betWindowRange(name: BetWindowName, window: DayWindow): DayRange {
  switch (name) {
    case 'today':
      return { from: window.today, to: window.today };
    case 'yesterday': {
      const yesterday = addDays(window.today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'days7':
      return lastDays(window, 7);
    case 'days30':
      return lastDays(window, 30);
  }
}

/** The quick window a range is, if it is one. */
export const betWindowOf = (range: DayRange, window: DayWindow): BetWindowName | null =>
  BET_WINDOWS.find((name) => {
    const candidate = betWindowRange(name, window);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;
