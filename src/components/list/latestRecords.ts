import { DAY_MS, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';

/** Spec section 9: the side panels list the 5 latest records. */
export const LATEST_RECORDS = 5;

/**
 * The query of a side panel's latest records: page 1 of `LATEST_RECORDS` within the record window (spec section 9:
 * 30 days) ending with today. The end of the day rather than this instant, so a record the server stamped a moment
 * after this page's clock still shows.
 */
export function latestRecordsQuery(now = Date.now()) {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  const endTime = end.getTime();
  return { startTime: endTime - RECORD_WINDOW_DAYS * DAY_MS + 1, endTime, pageIndex: 1, pageSize: LATEST_RECORDS };
}
