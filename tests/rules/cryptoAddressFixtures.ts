/**
 * Real addresses for the address-checksum tests, and their one-character corruptions.
 *
 * - Tron (TRC20): USDT's token contract, USDC's and wrapped TRX's, as the Tron explorers list them.
 * - Ethereum (ERC20): the mixed-case test vectors of EIP-55 itself and USDT's token contract; the
 *   all-upper and all-lower case vectors of EIP-55, which carry no checksum.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { eip55Checksummed, tronAddressOf } from '../../machines/rules/cryptoAddress';

export const TRON_ADDRESSES = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR'] as const;

export const ETHEREUM_CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
] as const;

/** EIP-55's vectors in one case throughout: valid, with no checksum to check. */
export const ETHEREUM_ONE_CASE = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
] as const;

/** The first address of each network, as most tests bind. */
export const TRON_ADDRESS = TRON_ADDRESSES[0];
export const ETHEREUM_ADDRESS = ETHEREUM_CHECKSUMMED[0];

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Every address with one base58 character after the leading T replaced by its neighbour in the alphabet. */
export function tronSlips(address: string): string[] {
  return Array.from({ length: address.length - 1 }, (_, offset) => {
    const index = offset + 1;
    const replaced = BASE58[(BASE58.indexOf(address[index]) + 1) % BASE58.length];
    return address.slice(0, index) + replaced + address.slice(index + 1);
  });
}

/** Every letter of a mixed-case address in the other case: exactly the slips EIP-55 is made to catch. */
export function ethereumCaseSlips(address: string): string[] {
  return [...address.slice(2)].flatMap((character, offset) => {
    if (!/[a-fA-F]/.test(character)) return [];
    const index = offset + 2;
    const flipped = character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase();
    return [address.slice(0, index) + flipped + address.slice(index + 1)];
  });
}

/** A distinct real address per seed (sha256 of the seed as the account), for tests that bind many. */
export const tronAddressFor = (seed: string) => tronAddressOf(sha256(new TextEncoder().encode(seed)).subarray(0, 20));
export const ethereumAddressFor = (seed: string) =>
  eip55Checksummed(`0x${Array.from(sha256(new TextEncoder().encode(seed)).subarray(0, 20), (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
