import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { DomainError } from '../errors';

export interface OutgoingCode {
  to: string;
  text: string;
  code: string;
  /** A text message (the default) or an e-mail: one gateway carries both, as one provider does for the operator. */
  channel?: 'sms' | 'email';
}

/** What the server needs from an SMS provider; a real provider's adapter implements the same. */
export interface SmsGateway {
  send(message: OutgoingCode): Promise<void>;
}

/** The sandbox provider: every message lands in the outbox table, readable through the sandbox API. */
export function createSandboxSms(db: Kysely<Database>, clock: Clock): SmsGateway {
  return {
    async send({ to, text, code, channel = 'sms' }) {
      await db.insertInto('outbox').values({ channel, recipient: to, text, code, sent_at: clock.now() }).execute();
    },
  };
}

/** Outside the sandbox with no provider configured, sending fails with a message the member can read. */
export const unconfiguredSms: SmsGateway = {
  async send() {
    throw new DomainError(503, 'error.smsUnavailable');
  },
};

/** The sandbox outbox keeps a day of messages: enough for any test or demo to read its code. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

export async function purgeOldOutbox(db: Kysely<Database>, clock: Clock): Promise<number> {
  const result = await db.deleteFrom('outbox').where('sent_at', '<', clock.now() - OUTBOX_KEEP_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
