import { badRequest } from '../../errors';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';

/** The agent's reports read a window as every records page does: both times given, in order, at most 30 days (spec section 9). */

export interface ReportWindow {
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}

export function reportWindow(query: { startTime?: number; endTime?: number; pageIndex?: number; pageSize?: number }): ReportWindow {
  const { startTime, endTime } = query;
  if (startTime === undefined || endTime === undefined) throw badRequest('error.timeRequired');
  if (endTime < startTime) throw badRequest('error.timeOrder');
  if (endTime - startTime > RECORD_WINDOW_DAYS * DAY_MS) throw badRequest('error.timeRange', { days: RECORD_WINDOW_DAYS });
  return { startTime, endTime, pageIndex: query.pageIndex ?? 1, pageSize: query.pageSize ?? 10 };
}
