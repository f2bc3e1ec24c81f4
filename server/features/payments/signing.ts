import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Notification signatures: HMAC-SHA256 over `${timestamp}.${raw body}` with the provider's secret, in
 * lower-case hex. The timestamp is signed with the body, so an old notification cannot be re-dated.
 */
export function signNotification(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Compares in constant time (over the expected signature's length), whatever the given text is. */
export function signatureMatches(secret: string, timestamp: string, rawBody: string, given: string): boolean {
  const expected = Buffer.from(signNotification(secret, timestamp, rawBody), 'utf8');
  const received = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time the same on a mismatch.
  if (received.length !== expected.length) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, received);
}
