import { proxy } from 'valtio';
import * as walletApi from '../api/wallet';
import type { TransferRecord, WalletOverview } from '../api/wallet';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../machines/rules/wallet';

/** The member's wallets and latest transfers, shared by the wallet and transfer pages. */
export const walletData = proxy<{ overview: WalletOverview | null; latestTransfers: TransferRecord[] }>({
  overview: null,
  latestTransfers: [],
});


export async function refreshWallets(): Promise<void> {
  const now = Date.now();
  const [overview, latest] = await Promise.allSettled([
    walletApi.getWalletOverview(),
    walletApi.getTransferRecords({ startTime: now - RECORD_WINDOW_DAYS * DAY_MS + 1000, endTime: now, pageIndex: 1, pageSize: 5 }),
  ]);
  if (overview.status === 'fulfilled') walletData.overview = overview.value;
  if (latest.status === 'fulfilled') walletData.latestTransfers = latest.value.records;
}
