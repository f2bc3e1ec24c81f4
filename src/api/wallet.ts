import { post } from './client';

/** Wallets and transfers (user and games calls of spec section 7). Amounts are 2-decimal text. */

export interface BalanceMap {
  userBalance: string;
  venueBalance: string;
  totalBalance: string;
}

export interface VenueWallet {
  platType: string;
  gameType: number;
  apiTitle: string;
  eng: string;
  balance: string;
  locked: boolean;
}

export interface WalletOverview {
  walletType: number;
  centralBalance: string;
  venueBalance: string;
  walletList: VenueWallet[];
}

export interface TransferRecord {
  id: number;
  orderNo: string;
  convertType: number;
  convertTypeName: string;
  convertMoney: string;
  platType: string | null;
  apiTitle: string | null;
  statusName: string;
  createTime: number;
}

export interface RecordPage<T> {
  records: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export async function getWalletOverview(): Promise<WalletOverview> {
  const { walletType, centralBalance, venueBalance, walletList } = await post<WalletOverview>('/user/getTransWalletBalanceInfo');
  return { walletType, centralBalance, venueBalance, walletList };
}

export async function convertMoney(from: string, to: string, amount: string): Promise<void> {
  await post('/apiCode/convertMoney', { query: { from, to, amount }, idempotent: true });
}

export async function recycleAll(): Promise<void> {
  await post('/user/oneTouchTransfer', { idempotent: true });
}

export async function changeWalletType(walletType: number): Promise<void> {
  await post('/user/changeWalletType', { body: { walletType }, idempotent: true });
}

export async function getTransferRecords(query: {
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}): Promise<RecordPage<TransferRecord>> {
  return (await post<{ page: RecordPage<TransferRecord> }>('/user/getUserTransInfo', { query: { transType: 'transfer', ...query } }))
    .page;
}
