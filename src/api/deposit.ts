import { call, type CallOptions } from './client';
import { deposit, type PaymentMethod, type RechargeOrder } from '../../contract/deposit';
import { upload } from '../../contract/upload';
import { wallet, type DepositRecord, type RecordPage } from '../../contract/wallet';
import type { CancelReason, CryptoProtocol, PaymentProvider } from '../../machines/rules/deposit';

/** Deposits (finance calls of spec section 7): methods, orders, the providers' cashiers, proofs and records. */

export type { PaymentMethod, RechargeOrder } from '../../contract/deposit';
export type { DepositRecord } from '../../contract/wallet';

export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  return (await call(deposit.getPaymentMethod, {})).paymentMethodList;
}

export interface RechargeRequest {
  paymentMethodId: number;
  amount: string;
  depositorName?: string;
  protocol?: CryptoProtocol;
  channelId?: number;
}

export async function recharge(body: RechargeRequest): Promise<RechargeOrder> {
  return (await call(deposit.recharge, { body })).rechargeOrder;
}

export async function getRechargeOrder(id: number): Promise<RechargeOrder> {
  // The wait polls quietly: a lost look is retried, never shown as an error.
  return (await call(deposit.getRechargeOrder, { params: { id } }, { handles: 'all' })).rechargeOrder;
}

export async function confirmRechargeOrder(id: number, voucherUrls: string[]): Promise<RechargeOrder> {
  return (await call(deposit.confirmRechargeOrder, { body: { id, voucherUrls } })).rechargeOrder;
}

/** The dialog shows a refusal (the third cancel of a day) in place: no toast on top. */
export async function cancelRechargeOrder(id: number, reason: CancelReason): Promise<RechargeOrder> {
  return (await call(deposit.cancelRechargeOrder, { params: { id }, body: { reason } }, { handles: 'all' })).rechargeOrder;
}

/** Opens an online order at its provider: POST /web/{provider}/createOrder answers the cashier's address. */
export async function createProviderOrder(provider: PaymentProvider, id: number): Promise<string> {
  const endpoint = deposit[`createOrder_${provider}`];
  return (await call(endpoint, { body: { id } })).payUrl;
}

/** One proof picture, multipart field `files`; the reply's first item is its address. */
export async function uploadProof(file: Blob & { name?: string }, options?: CallOptions): Promise<string> {
  const form = new FormData();
  form.append('files', file, file.name ?? 'proof');
  const reply = await call(upload.uploadFile, { query: { purpose: 'proof' }, body: form }, options);
  return reply.data[0];
}

export interface RecordWindow {
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}

/** Deposit records, newest first (the records page's deposit tab and the deposit page's panel). */
export async function getDepositRecords(query: RecordWindow, options?: CallOptions): Promise<RecordPage<DepositRecord>> {
  const { page } = await call(deposit.queryTransactionRecordList, { query: { transType: 'recharge', ...query } }, options);
  // The list answers every kind of record its transType names; asked for deposits, it holds nothing else.
  return { ...page, records: page.records.filter((record): record is DepositRecord => 'rechargeType' in record) };
}

/** Deposit records through the user records call (transType recharge): the records page's deposit tab. */
export async function getUserDepositRecords(query: RecordWindow, options?: CallOptions): Promise<RecordPage<DepositRecord>> {
  const page = (await call(wallet.getUserTransInfo, { query: { transType: 'recharge', ...query } }, options)).page;
  // transType recharge answers deposit records only; the reply's union also covers transfer records.
  return { ...page, records: page.records.filter((record): record is DepositRecord => 'rechargeMoney' in record) };
}
