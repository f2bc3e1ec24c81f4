import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooMany } from '../../errors';
import { HOUR_MS } from './smsBreaker';
import { claimInWindow, minutesUntilWindowEnds } from './windowCount';

/**
 * Guests' code sends (registration and password recovery, by text or e-mail) counted per address in
 * the database, so the count holds across servers: GUEST_SENDS_PER_ADDRESS an hour, all kinds
 * together. It is what keeps strangers far from the breaker (smsBreaker.ts): the issue's 31 addresses
 * send at most 31 × 10 = 310 codes an hour against 600, and only to real members and phones, each send
 * behind a solved captcha. A family behind one address still registers and recovers with room to spare.
 */
export const GUEST_SENDS_PER_ADDRESS = 10;

export async function claimAddressSend(db: Kysely<Database>, now: number, address: string): Promise<void> {
  const claim = await claimInWindow(db, `guest-sends:${address}`.slice(0, 320), now, { ms: HOUR_MS, limit: GUEST_SENDS_PER_ADDRESS });
  if (!claim.claimed) {
    throw tooMany('error.addressSendLimit', { count: GUEST_SENDS_PER_ADDRESS, minutes: minutesUntilWindowEnds(claim.windowStartedAt, HOUR_MS, now) });
  }
}
