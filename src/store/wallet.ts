import { proxy } from 'valtio';
import * as walletApi from '../api/wallet';
import type { TransferRecord, WalletOverview } from '../api/wallet';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../machines/rules/wallet';

/** The member's wallets and latest transfers, shared by the wallet and transfer pages. */
export const walletData = proxy<{ overview: WalletOverview | null; latestTransfers: TransferRecord[] }>({
  overview: null,
  latestTransfers: [],
});

/**
 * The central wallet's money a member can move or withdraw now: the header's reading (getUserBalance's
 * available money, without what withdrawals under review hold), or the whole wallet before that first
 * reading. The wallet and transfer pages both show it, so they never disagree with the header.
 */
export function spendableCentral(accountMoney: number | null, overview: Pick<WalletOverview, 'centralBalance'>): number {
  return accountMoney ?? Number(overview.centralBalance);
}

export async function refreshWallets(): Promise<void> {
  const now = Date.now();
  const [overview, latest] = await Promise.allSettled([
    walletApi.getWalletOverview(),
    walletApi.getTransferRecords({ startTime: now - RECORD_WINDOW_DAYS * DAY_MS + 1000, endTime: now, pageIndex: 1, pageSize: 5 }),
  ]);
  if (overview.status === 'fulfilled') walletData.overview = overview.value;
  if (latest.status === 'fulfilled') walletData.latestTransfers = latest.value.records;
}
