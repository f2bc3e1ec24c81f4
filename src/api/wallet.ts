import { call, type CallOptions } from './client';
import { wallet, type RecordPage, type TransferRecord, type WalletOverview } from '../../contract/wallet';
import { WALLET_TYPE, type WalletType } from '../../machines/rules/wallet';

/** Wallets and transfers (user and games calls of spec section 7); amounts are 2-decimal text, shapes the contract's. */

export type { BalanceMap, RecordPage, TransferRecord, VenueWallet, WalletOverview } from '../../contract/wallet';

export async function getWalletOverview(): Promise<WalletOverview> {
  const { walletType, centralBalance, venueBalance, walletList } = await call(wallet.getTransWalletBalanceInfo, {});
  return { walletType, centralBalance, venueBalance, walletList };
}

export async function convertMoney(from: string, to: string, amount: string, options?: CallOptions): Promise<void> {
  await call(wallet.convertMoney, { query: { from, to, amount } }, options);
}

export async function recycleAll(options?: CallOptions): Promise<void> {
  await call(wallet.oneTouchTransfer, {}, options);
}

const isWalletType = (value: number): value is WalletType => value === WALLET_TYPE.manual || value === WALLET_TYPE.transferFree;

/** Transfer-free mode on (1) or off (0). */
export async function changeWalletType(walletType: number, options?: CallOptions): Promise<void> {
  if (!isWalletType(walletType)) throw new Error(`walletType must be 0 or 1, not ${walletType}`);
  await call(wallet.changeWalletType, { body: { walletType } }, options);
}

export async function getTransferRecords(query: {
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}, options?: CallOptions): Promise<RecordPage<TransferRecord>> {
  const page = (await call(wallet.getUserTransInfo, { query: { transType: 'transfer', ...query } }, options)).page;
  // transType transfer answers transfer records only; the reply's union also covers deposit records.
  return { ...page, records: page.records.filter((record): record is TransferRecord => 'convertType' in record) };
}
