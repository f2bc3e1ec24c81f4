import { useEffect, useRef } from 'react';
import type { ListQuery } from '../../../machines/list';
import { lastDays, localDay, rangeTimes, type DayRange } from '../../../machines/rules/dayRange';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import type { ConnectedList } from '../../components/list/connectList';

/** The agent's reports look back at most 30 days (spec section 9), as the records pages do; 7 at first. */
export const REPORT_PERIODS = [1, 7, 30] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PAGE_SIZE = 10;

/** The list machine's window of a report: 30 days ending today on this device, `days` of them shown. */
export const reportWindow = (days: ReportPeriod) => ({ days: RECORD_WINDOW_DAYS, today: localDay(Date.now()), initialDays: days });

/** A report page's query: the chosen days as times, the page. */
export function reportQuery(query: ListQuery) {
  const { startTime, endTime } = rangeTimes(query.range!);
  return { startTime, endTime, pageIndex: query.page, pageSize: query.pageSize ?? REPORT_PAGE_SIZE };
}

/** Moves a report's list to the last `days` days when the chosen period changes. */
export function useReportPeriod(list: ConnectedList<unknown>, days: ReportPeriod) {
  const { setRange, window } = list;
  useEffect(() => {
    if (window) setRange(lastDays({ days: RECORD_WINDOW_DAYS, today: window.latest }, days));
  }, [days, setRange, window]);
}

/** The range a report's totals belong to, read when they load (their list reloads with each new range). */
export function useRangeRef(range: DayRange | null) {
  const ref = useRef(range);
  ref.current = range;
  return ref;
}
