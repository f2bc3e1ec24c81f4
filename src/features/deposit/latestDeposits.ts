import { proxy } from 'valtio';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import * as depositApi from '../../api/deposit';
import type { DepositRecord } from '../../api/deposit';

/** Spec section 2: the deposit page's right panel lists the five latest deposits. */
export const LATEST_DEPOSITS = 5;

/** The deposit page's panel and the page share the latest deposits: a new order shows in the panel at once. */
export const latestDeposits = proxy<{ records: DepositRecord[]; loaded: boolean }>({ records: [], loaded: false });

export async function refreshLatestDeposits(): Promise<void> {
  const now = Date.now();
  try {
    const page = await depositApi.getDepositRecords(
      { startTime: now - RECORD_WINDOW_DAYS * DAY_MS + 1000, endTime: now, pageIndex: 1, pageSize: LATEST_DEPOSITS },
      { handles: 'all' },
    );
    latestDeposits.records = page.records;
  } finally {
    latestDeposits.loaded = true;
  }
}
