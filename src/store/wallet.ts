import { proxy } from 'valtio';
import * as walletApi from '../api/wallet';
import type { WalletOverview } from '../api/wallet';

/** The member's wallets, shared by the wallet and transfer pages. */
export const walletData = proxy<{ overview: WalletOverview | null }>({ overview: null });

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
  try {
    walletData.overview = await walletApi.getWalletOverview();
  } catch {
    // The API client has told the member; the pages keep their last reading.
  }
}
