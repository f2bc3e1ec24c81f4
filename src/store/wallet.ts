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

/**
 * The header's reading besides the central wallet (which the session publishes as accountMoney): the mode
 * and, in transfer-free mode, the member's money across wallets (central available + venues), where the
 * money follows the member. Written with each getUserBalance reading (src/api/user.ts).
 */
export const memberMoney = proxy<{ transferFree: boolean; playable: number | null }>({ transferFree: false, playable: null });

/** The figure the header shows: in transfer-free mode the money across wallets, else the central wallet's. */
export function headerFigure(accountMoney: number | null, money: { transferFree: boolean; playable: number | null }): { amount: number | null; total: boolean } {
  if (accountMoney !== null && money.transferFree && money.playable !== null) return { amount: money.playable, total: true };
  return { amount: accountMoney, total: false };
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
