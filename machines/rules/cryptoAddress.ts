/**
 * Crypto address checksums, shared by the server (binding or paying to an address) and the site's
 * address form: a mistyped character is caught before any code is sent or any money moves.
 *
 * - TRC20 (Tron): base58check. 34 characters that decode to 25 bytes: the version byte 0x41, the
 *   20-byte account and 4 check bytes, which are the first 4 bytes of SHA-256(SHA-256(version + account)).
 * - ERC20 (Ethereum): 0x and 40 hex digits. All lower or all upper case carries no checksum; mixed case
 *   is EIP-55: each letter is upper case exactly when the matching nibble of keccak-256(the lower-case
 *   hex text) is 8 or more.
 *
 * The hashes come from @noble/hashes (audited, no dependencies). Only this file imports them, and only
 * the payout-account rules import this file, so they load with the pages that bind addresses, never
 * with the home page.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Tron's main-network version byte: every account address starts with it (and so reads "T…"). */
export const TRON_VERSION_BYTE = 0x41;
export const TRON_ADDRESS_LENGTH = 34;
const TRON_PAYLOAD_BYTES = 21;
const CHECK_BYTES = 4;

/** Base58 text to bytes (leading '1's are leading zero bytes); null when a character is not base58. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const character of text) {
    const digit = BASE58_ALPHABET.indexOf(character);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  const leadingZeros = /^1*/.exec(text)![0].length;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes]);
}

/** Bytes to base58 text (the inverse of base58Decode). */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  const leadingZeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(leadingZeros < 0 ? bytes.length : leadingZeros) + text;
}

const doubleSha256 = (bytes: Uint8Array) => sha256(sha256(bytes));

/** A Tron address whose base58check holds: 34 characters, version 0x41, the 4 check bytes right. */
export function isValidTronAddress(address: string): boolean {
  if (address.length !== TRON_ADDRESS_LENGTH) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== TRON_PAYLOAD_BYTES + CHECK_BYTES || bytes[0] !== TRON_VERSION_BYTE) return false;
  const check = doubleSha256(bytes.subarray(0, TRON_PAYLOAD_BYTES));
  return check.subarray(0, CHECK_BYTES).every((byte, index) => byte === bytes[TRON_PAYLOAD_BYTES + index]);
}

/** The Tron address of a 20-byte account (base58check with version 0x41), e.g. for the sandbox's own addresses. */
export function tronAddressOf(account: Uint8Array): string {
  if (account.length !== TRON_PAYLOAD_BYTES - 1) throw new Error('a Tron account is 20 bytes');
  const payload = Uint8Array.from([TRON_VERSION_BYTE, ...account]);
  return base58Encode(Uint8Array.from([...payload, ...doubleSha256(payload).subarray(0, CHECK_BYTES)]));
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The EIP-55 spelling of an Ethereum address (0x and 40 hex digits, any case). */
export function eip55Checksummed(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new Error('an Ethereum address is 0x and 40 hex digits');
  const lower = address.slice(2).toLowerCase();
  const hash = toHex(keccak_256(new TextEncoder().encode(lower)));
  let spelled = '0x';
  for (let index = 0; index < lower.length; index += 1) {
    spelled += parseInt(hash[index], 16) >= 8 ? lower[index].toUpperCase() : lower[index];
  }
  return spelled;
}

/** An Ethereum address: 0x and 40 hex digits; in mixed case its EIP-55 checksum must hold. */
export function isValidEthereumAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return eip55Checksummed(address) === address;
}
