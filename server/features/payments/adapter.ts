import type { ProviderConfig } from './providers';

/**
 * The one interface every payment provider is reached through. createOrder opens the provider's
 * cashier for one of our orders and answers where the member pays; verifyNotification checks a
 * notification's signature (the notify route does the rest: age, replay, order and amount);
 * queryOrder asks the provider how an order stands (the reconciliation of orders past their window,
 * ./reconcile.ts): paid (with the amount it captured), failed, unpaid, or unknown (it could not say).
 */
export interface ProviderOrder {
  orderNo: string;
  amountMinor: number;
  language: string;
}

export interface ProviderNotificationInput {
  rawBody: string;
  timestamp: string;
  signature: string;
}

export type ProviderOrderState = { state: 'paid'; amountMinor: number } | { state: 'unpaid' | 'failed' | 'unknown' };

export interface PaymentAdapter {
  readonly config: ProviderConfig;
  createOrder(order: ProviderOrder): Promise<{ payUrl: string }>;
  verifyNotification(notification: ProviderNotificationInput): boolean;
  queryOrder(orderNo: string): Promise<ProviderOrderState>;
}
