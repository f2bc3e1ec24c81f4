import { expect } from 'vitest';
import type { Harness } from './harness';
import { expectSuccess, memberPost, moneyPost, newUuid } from './flows';
import { PNG_1PX, uploadFile } from './uploadFiles';
import { PROVIDER_PROFILES, sandboxSecretOf } from '../../server/features/payments/providers';
import { signNotification } from '../../server/features/payments/signing';
import { PAY_SIGNATURE_HEADER, PAY_TIMESTAMP_HEADER, type PaymentMethod, type RechargeOrder } from '../../contract/deposit';
import type { PaymentProvider } from '../../machines/rules/deposit';

/** Deposit helpers for the server tests: orders, proofs, signed notifications as a provider sends them. */

/** The harness's sandbox seed, so tests can sign as the sandbox providers do. */
export const PAY_SEED = 'deposit-tests-seed';
export const OPERATOR_KEY = 'deposit-tests-operator-key';
export const depositHarnessConfig = { sandbox: true, depositEnv: { PAY_SANDBOX_SEED: PAY_SEED }, operatorKey: OPERATOR_KEY };

export const METHOD = { bank: 1, online: 2, koi: 3, eb: 4, usdt: 5 } as const;

export async function recharge(h: Harness, token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return moneyPost(h, token, '/recharge/recharge', { payload, headers });
}

export async function newOrder(h: Harness, token: string, payload: Record<string, unknown>): Promise<RechargeOrder> {
  const response = await recharge(h, token, payload);
  expectSuccess(response);
  return response.body.rechargeOrder as RechargeOrder;
}

export const bankOrder = (h: Harness, token: string, amount = '100.00') =>
  newOrder(h, token, { paymentMethodId: METHOD.bank, amount, depositorName: 'Zhang San' });

export const usdtOrder = (h: Harness, token: string, amount = '100.00', protocol = 'TRC20') =>
  newOrder(h, token, { paymentMethodId: METHOD.usdt, amount, protocol });

/** The channel id of a provider in a method it serves. */
export async function providerChannel(h: Harness, token: string, provider: PaymentProvider): Promise<{ methodId: number; channelId: number }> {
  const response = await memberPost(h, token, '/pay/paymentMethod/getPaymentMethod');
  expectSuccess(response);
  for (const method of response.body.paymentMethodList as PaymentMethod[]) {
    const channel = method.channels.find((each) => each.providerCode === provider);
    if (channel) return { methodId: method.id, channelId: channel.id };
  }
  throw new Error(`no channel of ${provider}`);
}

export async function onlineOrder(h: Harness, token: string, provider: PaymentProvider = 'yiBiPay', amount = '200.00'): Promise<RechargeOrder> {
  const { methodId, channelId } = await providerChannel(h, token, provider);
  return newOrder(h, token, { paymentMethodId: methodId, amount, channelId });
}

export const createProviderOrder = (h: Harness, token: string, provider: string, id: number, headers: Record<string, string> = {}) =>
  moneyPost(h, token, `/${provider}/createOrder`, { payload: { id }, headers });

/** Uploads a proof picture as the member; answers its address. */
export async function uploadProof(h: Harness, token: string): Promise<string> {
  const response = await uploadFile(h, token, { name: 'proof.png', bytes: PNG_1PX, type: 'image/png' });
  expectSuccess(response);
  return (response.body.data as string[])[0];
}

export const confirmOrder = (h: Harness, token: string, id: number, voucherUrls: string[], headers: Record<string, string> = {}) =>
  moneyPost(h, token, '/recharge/confirmRechargeOrder', { payload: { id, voucherUrls }, headers });

export const cancelOrder = (h: Harness, token: string, id: number, reason?: string, headers: Record<string, string> = {}) =>
  moneyPost(h, token, `/recharge/cancelRechargeOrder/${id}`, { payload: reason === undefined ? {} : { reason }, headers });

export const getOrder = async (h: Harness, token: string, id: number) => {
  const response = await memberPost(h, token, `/recharge/getRechargeOrder/${id}`);
  expectSuccess(response);
  return response.body.rechargeOrder as RechargeOrder;
};

export const providerSecret = (provider: string) => sandboxSecretOf(PAY_SEED, provider);

export interface NotificationOptions {
  eventId?: string;
  status?: 'paid' | 'failed';
  amount?: string;
  orderNo?: string;
  timestamp?: number;
  secret?: string;
  signature?: string;
}

/** Sends a provider's notification, signed with its sandbox secret unless told otherwise. */
export function notify(h: Harness, provider: string, order: RechargeOrder, options: NotificationOptions = {}) {
  const rawBody = JSON.stringify({
    eventId: options.eventId ?? newUuid(),
    orderNo: options.orderNo ?? order.orderNo,
    amount: options.amount ?? order.amount,
    status: options.status ?? 'paid',
  });
  const timestamp = String(options.timestamp ?? h.clock.now());
  const signature = options.signature ?? signNotification(options.secret ?? providerSecret(provider), timestamp, rawBody);
  return h.call({
    method: 'POST',
    url: `/web/pay/notify/${provider}`,
    headers: { 'content-type': 'application/json', [PAY_TIMESTAMP_HEADER]: timestamp, [PAY_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
}

export async function centralMinor(h: Harness, userId: number): Promise<number> {
  const row = await h.db.selectFrom('wallets').select('balance_minor').where('user_id', '=', userId).where('venue', '=', 'central').executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

export const opsCall = (
  h: Harness,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { key?: string | null; payload?: object; headers?: Record<string, string> } = {},
) =>
  h.call({
    method,
    url: `/web/ops${path}`,
    headers: { ...(options.key === null ? {} : { authorization: `Bearer ${options.key ?? OPERATOR_KEY}` }), ...options.headers },
    payload: options.payload,
  });

export const PROVIDER_CODES = PROVIDER_PROFILES.map((profile) => profile.code);

export function expectStatus(order: RechargeOrder, status: number) {
  expect(order.status).toBe(status);
}
