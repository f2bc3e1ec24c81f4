import type { PaymentAdapter, ProviderOrder, ProviderNotificationInput, ProviderOrderState } from './adapter';
import type { ProviderConfig } from './providers';
import { signatureMatches, signNotification } from './signing';
import { DomainError } from '../../errors';
import { parseAmount } from '../../../machines/rules/money';

/** Spec section 9: calls time out after 5000 ms. */
const PROVIDER_TIMEOUT_MS = 5000;

/**
 * A provider reached over HTTP with the same signed JSON both ways: we post {orderNo, amount,
 * notifyPath} signed like a notification to its endpoint's /orders, and it answers {payUrl};
 * /orders/{orderNo} answers {status, amount}. A provider whose API differs gets an adapter of its own.
 */
export class HttpProvider implements PaymentAdapter {
  constructor(
    readonly config: ProviderConfig,
    private readonly now: () => number,
  ) {}

  private async send(path: string, body: object | null): Promise<Record<string, unknown>> {
    const raw = body === null ? '' : JSON.stringify(body);
    const timestamp = String(this.now());
    const response = await fetch(new URL(path, this.config.endpoint), {
      method: body === null ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pay-timestamp': timestamp,
        'x-pay-signature': signNotification(this.config.secret, timestamp, raw),
      },
      body: body === null ? undefined : raw,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    }).catch(() => null);
    if (!response || !response.ok) throw new DomainError(502, 'deposit.error.providerUnavailable');
    return (await response.json().catch(() => ({}))) as Record<string, unknown>;
  }

  async createOrder(order: ProviderOrder): Promise<{ payUrl: string }> {
    const answer = await this.send('orders', {
      orderNo: order.orderNo,
      amount: (order.amountMinor / 100).toFixed(2),
      notifyPath: `/web/pay/notify/${this.config.code}`,
    });
    const payUrl = answer.payUrl;
    if (typeof payUrl !== 'string' || !/^https:\/\//.test(payUrl)) throw new DomainError(502, 'deposit.error.providerUnavailable');
    return { payUrl };
  }

  verifyNotification({ rawBody, timestamp, signature }: ProviderNotificationInput): boolean {
    return signatureMatches(this.config.secret, timestamp, rawBody, signature);
  }

  async queryOrder(orderNo: string): Promise<ProviderOrderState> {
    const answer: Record<string, unknown> = await this.send(`orders/${encodeURIComponent(orderNo)}`, null).catch(() => ({ status: 'unknown' }));
    const status = answer.status;
    if (status === 'paid') {
      // A paid answer without an amount we can read says nothing we could credit.
      const amount = typeof answer.amount === 'string' ? parseAmount(answer.amount) : { error: 'missing' };
      return 'minor' in amount ? { state: 'paid', amountMinor: amount.minor } : { state: 'unknown' };
    }
    return { state: status === 'failed' || status === 'unpaid' ? status : 'unknown' };
  }
}
