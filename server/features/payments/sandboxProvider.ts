import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentAdapter, ProviderOrder, ProviderNotificationInput, ProviderOrderState } from './adapter';
import type { ProviderConfig } from './providers';
import { signatureMatches } from './signing';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';

/**
 * The sandbox provider: behaves like a real one (its own cashier page, signed notifications with its own
 * secret) but lives at our own address. Its cashier is /web/sandbox/cashier/{orderNo}, whose Pay and
 * Fail buttons make it send the notification (see ./cashier.ts).
 */
export class SandboxProvider implements PaymentAdapter {
  constructor(
    readonly config: ProviderConfig,
    private readonly db: Kysely<Database>,
  ) {}

  async createOrder(order: ProviderOrder): Promise<{ payUrl: string }> {
    return { payUrl: `${this.config.endpoint}${encodeURIComponent(order.orderNo)}?lang=${encodeURIComponent(order.language)}` };
  }

  verifyNotification({ rawBody, timestamp, signature }: ProviderNotificationInput): boolean {
    return signatureMatches(this.config.secret, timestamp, rawBody, signature);
  }

  /** The sandbox's books are ours: an order stands as our record of it says. */
  async queryOrder(orderNo: string): Promise<ProviderOrderState> {
    const row = await this.db.selectFrom('recharge_orders').select('status').where('order_no', '=', orderNo).executeTakeFirst();
    if (!row) return 'unknown';
    if (row.status === RECHARGE_STATUS.credited) return 'paid';
    if (row.status === RECHARGE_STATUS.failed) return 'failed';
    return 'unpaid';
  }
}
