import type { PaymentAdapter, ProviderOrder, ProviderNotificationInput, ProviderOrderState } from './adapter';
import type { ProviderConfig } from './providers';
import { signatureMatches } from './signing';

/**
 * The sandbox provider: behaves like a real one (its own cashier page, signed notifications with its own
 * secret, its own books) but lives at our own address. Its cashier is /web/sandbox/cashier/{orderNo},
 * whose Pay and Fail buttons record the outcome in its books and make it send the notification (see
 * ./cashier.ts); a payment whose notification is lost is still in its books, where the reconciliation
 * (./reconcile.ts) finds it through queryOrder, as it would at a real provider.
 */
export class SandboxProvider implements PaymentAdapter {
  /** The provider's own books: what its cashier took for each order (this server's memory: a sandbox). */
  private readonly books = new Map<string, ProviderOrderState>();

  constructor(readonly config: ProviderConfig) {}

  async createOrder(order: ProviderOrder): Promise<{ payUrl: string }> {
    return { payUrl: `${this.config.endpoint}${encodeURIComponent(order.orderNo)}?lang=${encodeURIComponent(order.language)}` };
  }

  verifyNotification({ rawBody, timestamp, signature }: ProviderNotificationInput): boolean {
    return signatureMatches(this.config.secret, timestamp, rawBody, signature);
  }

  /** The cashier took the payment (or it failed): written in the books before the notification is sent. */
  record(orderNo: string, state: ProviderOrderState): void {
    this.books.set(orderNo, state);
  }

  /** As its books say; an order its cashier never took money for is unpaid. */
  async queryOrder(orderNo: string): Promise<ProviderOrderState> {
    return this.books.get(orderNo) ?? { state: 'unpaid' };
  }
}
