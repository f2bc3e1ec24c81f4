import { describe, expect, it } from 'vitest';
import {
  base58Decode,
  base58Encode,
  eip55Checksummed,
  isValidEthereumAddress,
  isValidTronAddress,
  tronAddressOf,
  TRON_ADDRESS_LENGTH,
} from '../../machines/rules/cryptoAddress';
import { checkCryptoAddress } from '../../machines/rules/payout';
import {
  ETHEREUM_CHECKSUMMED,
  ETHEREUM_ONE_CASE,
  ethereumAddressFor,
  ethereumCaseSlips,
  TRON_ADDRESSES,
  tronAddressFor,
  tronSlips,
} from './cryptoAddressFixtures';

/** Address checksums (issue 22): real addresses pass, every one-character slip of them is caught. */

describe('TRC20 addresses: base58check', () => {
  it('accepts real Tron addresses', () => {
    for (const address of TRON_ADDRESSES) {
      expect(isValidTronAddress(address)).toBe(true);
      expect(checkCryptoAddress(address, 'TRC20')).toBeNull();
    }
  });

  it('refuses every one-character slip of them, by its checksum', () => {
    for (const address of TRON_ADDRESSES) {
      const slips = tronSlips(address);
      expect(slips).toHaveLength(TRON_ADDRESS_LENGTH - 1);
      for (const slip of slips) {
        expect(isValidTronAddress(slip)).toBe(false);
        expect(checkCryptoAddress(slip, 'TRC20')).toBe('payout.address.checksum');
      }
    }
  });

  it('refuses a character base58 leaves out (0, O, I, l), a length other than 34 and another version byte', () => {
    const address = TRON_ADDRESSES[0];
    for (const lookalike of ['0', 'O', 'I', 'l']) expect(isValidTronAddress(`${address.slice(0, 10)}${lookalike}${address.slice(11)}`)).toBe(false);
    expect(isValidTronAddress(address.slice(0, 33))).toBe(false);
    expect(isValidTronAddress(`${address}1`)).toBe(false);
    // A Bitcoin address is base58check too (version 0x00): right checksum, wrong network.
    expect(isValidTronAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(base58Decode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')![0]).toBe(0);
  });

  it('base58 reads and writes the same bytes, leading zero bytes as leading 1s', () => {
    const bytes = Uint8Array.from([0, 0, 0x41, 0xff, 0x10]);
    expect(base58Encode(bytes).startsWith('11')).toBe(true);
    expect(Array.from(base58Decode(base58Encode(bytes))!)).toEqual(Array.from(bytes));
    expect(Array.from(base58Decode(TRON_ADDRESSES[0])!.subarray(0, 1))).toEqual([0x41]);
    expect(base58Encode(base58Decode(TRON_ADDRESSES[1])!)).toBe(TRON_ADDRESSES[1]);
  });

  it('makes real addresses of an account (the sandbox receiving address is one)', () => {
    const address = tronAddressFor('a seed');
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(isValidTronAddress(address)).toBe(true);
    expect(isValidTronAddress(tronAddressOf(base58Decode(TRON_ADDRESSES[0])!.subarray(1, 21)))).toBe(true);
    expect(tronAddressOf(base58Decode(TRON_ADDRESSES[0])!.subarray(1, 21))).toBe(TRON_ADDRESSES[0]);
    expect(() => tronAddressOf(new Uint8Array(19))).toThrow(/20 bytes/);
  });
});

describe('ERC20 addresses: 0x and 40 hex digits, EIP-55 where mixed case', () => {
  it("accepts EIP-55's own vectors and USDT's contract, and spells them as EIP-55 does", () => {
    for (const address of ETHEREUM_CHECKSUMMED) {
      expect(isValidEthereumAddress(address)).toBe(true);
      expect(eip55Checksummed(address.toLowerCase())).toBe(address);
      expect(checkCryptoAddress(address, 'ERC20')).toBeNull();
    }
  });

  it('accepts an address in one case throughout: it carries no checksum to check', () => {
    for (const address of [...ETHEREUM_ONE_CASE, ...ETHEREUM_CHECKSUMMED.map((a) => a.toLowerCase()), ...ETHEREUM_CHECKSUMMED.map((a) => `0x${a.slice(2).toUpperCase()}`)]) {
      expect(isValidEthereumAddress(address)).toBe(true);
    }
  });

  it('refuses every letter of a mixed-case address in the wrong case', () => {
    for (const address of ETHEREUM_CHECKSUMMED) {
      const slips = ethereumCaseSlips(address);
      expect(slips.length).toBeGreaterThan(10);
      for (const slip of slips) {
        expect(isValidEthereumAddress(slip)).toBe(false);
        expect(checkCryptoAddress(slip, 'ERC20')).toBe('payout.address.checksum');
      }
    }
  });

  it('refuses a mixed-case address with one digit changed (its checksum no longer holds)', () => {
    const address = ETHEREUM_CHECKSUMMED[0];
    const slipped = [...address.slice(2)].flatMap((character, offset) =>
      /[0-9]/.test(character) ? [`0x${address.slice(2, 2 + offset)}${(Number(character) + 1) % 10}${address.slice(3 + offset)}`] : [],
    );
    expect(slipped.length).toBeGreaterThan(10);
    for (const slip of slipped) expect(isValidEthereumAddress(slip)).toBe(false);
  });

  it('refuses anything but 0x and exactly 40 hex digits', () => {
    const digits = ETHEREUM_CHECKSUMMED[0].slice(2);
    expect(isValidEthereumAddress(`0x${digits.slice(1)}`)).toBe(false);
    expect(isValidEthereumAddress(`0x${digits}a`)).toBe(false);
    expect(isValidEthereumAddress(`0X${digits}`)).toBe(false);
    expect(isValidEthereumAddress(`0x${digits.slice(1)}g`)).toBe(false);
    expect(checkCryptoAddress(`0x${digits.slice(1)}g`, 'ERC20')).toBe('payout.address.checksum');
    expect(() => eip55Checksummed('0x12')).toThrow(/40 hex/);
  });

  it('spells any account by EIP-55', () => {
    const address = ethereumAddressFor('a seed');
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(isValidEthereumAddress(address)).toBe(true);
  });
});
