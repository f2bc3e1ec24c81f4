import { createHash, randomBytes } from 'node:crypto';

/**
 * Operators' keys. A key is `<name>.<43 base64url characters>` (256 random bits): the name finds the
 * operator, the SHA-256 digest of the whole key proves it. Only the digest is stored: a key that random
 * needs no slow hash and no salt (there is no dictionary to try).
 */

const SECRET_BYTES = 32;
/** The operator's name, then the secret. */
export const KEY_SHAPE = /^(.+)\.([A-Za-z0-9_-]{43})$/;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
export const newOperatorKey = (name: string) => `${name}.${randomBytes(SECRET_BYTES).toString('base64url')}`;
export const keyDigest = (key: string) => sha256(key).toString('hex');
