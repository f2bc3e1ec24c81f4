const formatUuid = (bytes: Uint8Array) => {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Random bytes with the version and RFC 9562 variant bits set. */
function uuidBytes(version: 4 | 7): Uint8Array {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | (version << 4);
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  return bytes;
}

/**
 * A random RFC 9562 version-4 id (captcha requests). Built on getRandomValues because randomUUID is
 * missing outside secure contexts.
 */
export function randomUuid(): string {
  return formatUuid(uuidBytes(4));
}

/**
 * A version-7 id: the time in milliseconds, then random bits (idempotency keys). Ids made later sort
 * later, so the server's index of them grows at its end rather than at random places.
 */
export function timeOrderedUuid(now: number = Date.now()): string {
  const bytes = uuidBytes(7);
  for (let index = 5, time = now; index >= 0; index--, time = Math.floor(time / 256)) bytes[index] = time % 256;
  return formatUuid(bytes);
}

export const CAPTCHA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
