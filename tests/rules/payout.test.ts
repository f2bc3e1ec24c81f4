import { describe, expect, it } from 'vitest';
import {
  cardTypeLabelKey,
  checkAlias,
  checkCardNumber,
  checkCardType,
  checkCryptoAddress,
  checkHolderName,
  checkThirdPartAccount,
  maskCardNumber,
} from '../../machines/rules/payout';
import { ETHEREUM_ADDRESS, TRON_ADDRESS } from './cryptoAddressFixtures';

/** Payout account rules (spec sections 3, 5 and 9) with the spec's lengths at their edges. */

const chars = (count: number) => 'aB3'.repeat(20).slice(0, count);

describe('bank cards', () => {
  it('show their first 4 and last 4 characters (spec section 5); 8 or fewer as they are', () => {
    expect(maskCardNumber('6222021234567890123')).toBe('6222***********0123');
    expect(maskCardNumber('123456789')).toBe('1234*6789');
    expect(maskCardNumber('12345678')).toBe('12345678');
    expect(maskCardNumber('1234')).toBe('1234');
  });

  it('take 16 to 19 digits', () => {
    expect(checkCardNumber('')).toBe('payout.cardNo.required');
    expect(checkCardNumber('1'.repeat(15))).toBe('payout.cardNo.format');
    expect(checkCardNumber('1'.repeat(16))).toBeNull();
    expect(checkCardNumber('1'.repeat(19))).toBeNull();
    expect(checkCardNumber('1'.repeat(20))).toBe('payout.cardNo.format');
    expect(checkCardNumber(`${'1'.repeat(15)}a`)).toBe('payout.cardNo.format');
  });

  it('are held in the registered real name, blanks around either ignored', () => {
    expect(checkHolderName('Li Lei', null)).toBe('profile.fillBasicInfo');
    expect(checkHolderName('Li Lei', '  ')).toBe('profile.fillBasicInfo');
    expect(checkHolderName('  ', 'Li Lei')).toBe('payout.holderName.required');
    expect(checkHolderName(' Li Lei ', '  Li Lei')).toBeNull();
    expect(checkHolderName('Li Lie', 'Li Lei')).toBe('payout.holderName.mismatch');
  });

  it('are debit (type 1) or credit (any other type from 1 up)', () => {
    expect(cardTypeLabelKey(1)).toBe('payout.cardType.debit');
    expect(cardTypeLabelKey(2)).toBe('payout.cardType.credit');
    expect(cardTypeLabelKey(7)).toBe('payout.cardType.credit');
    expect(checkCardType(1)).toBeNull();
    // A credit card is read as one (a card bound before), but not taken as a payout card: money is paid out to a debit card.
    expect(checkCardType(2)).toBe('payout.cardType.debitOnly');
    expect(checkCardType(7)).toBe('payout.cardType.debitOnly');
    for (const bad of [0, -1, 1.5]) expect(checkCardType(bad), String(bad)).toBe('payout.cardType.required');
  });
});

describe('aliases', () => {
  it('are required and at most 30 characters, trimmed', () => {
    expect(checkAlias('   ')).toBe('payout.alias.required');
    expect(checkAlias(` ${'x'.repeat(30)} `)).toBeNull();
    expect(checkAlias('x'.repeat(31))).toBe('payout.alias.tooLong');
  });
});

describe('crypto addresses (spec section 5)', () => {
  it('TRC20: T and 15-33 letters or digits, and then a real address by its base58check', () => {
    expect(checkCryptoAddress(TRON_ADDRESS, 'TRC20')).toBeNull();
    // Of the spec's form but no Tron address: its checksum is asked for.
    expect(checkCryptoAddress(`T${chars(15)}`, 'TRC20')).toBe('payout.address.checksum');
    expect(checkCryptoAddress(`T${chars(33)}`, 'TRC20')).toBe('payout.address.checksum');
    expect(checkCryptoAddress(`T${chars(14)}`, 'TRC20')).toBe('payout.address.protocolMismatch');
    expect(checkCryptoAddress(`T${chars(34)}`, 'TRC20')).toBe('payout.address.protocolMismatch');
    expect(checkCryptoAddress(`0x${chars(20)}`, 'TRC20')).toBe('payout.address.protocolMismatch');
  });

  it('ERC20: 0x and 15-40 letters or digits, and then a real address (EIP-55 in mixed case)', () => {
    expect(checkCryptoAddress(ETHEREUM_ADDRESS, 'ERC20')).toBeNull();
    expect(checkCryptoAddress(ETHEREUM_ADDRESS.toLowerCase(), 'ERC20')).toBeNull();
    expect(checkCryptoAddress(`0x${'ab3'.repeat(5)}`, 'ERC20')).toBe('payout.address.checksum');
    expect(checkCryptoAddress(`0x${chars(40)}`, 'ERC20')).toBe('payout.address.checksum');
    expect(checkCryptoAddress(`0x${chars(14)}`, 'ERC20')).toBe('payout.address.protocolMismatch');
    expect(checkCryptoAddress(`0x${chars(41)}`, 'ERC20')).toBe('payout.address.protocolMismatch');
    expect(checkCryptoAddress(`T${chars(20)}`, 'ERC20')).toBe('payout.address.protocolMismatch');
  });

  it('need an address first, then a known protocol', () => {
    expect(checkCryptoAddress('', 'TRC20')).toBe('payout.address.required');
    expect(checkCryptoAddress(`T${chars(20)}`, 'BEP20')).toBe('payout.protocol.required');
  });
});

describe('e-wallet accounts (spec section 5)', () => {
  it('KOI: kb and 15-32 letters or digits; EB: eb and the same', () => {
    expect(checkThirdPartAccount('koi', `kb${chars(15)}`)).toBeNull();
    expect(checkThirdPartAccount('koi', `kb${chars(32)}`)).toBeNull();
    expect(checkThirdPartAccount('koi', `kb${chars(14)}`)).toBe('payout.account.format.koi');
    expect(checkThirdPartAccount('koi', `kb${chars(33)}`)).toBe('payout.account.format.koi');
    expect(checkThirdPartAccount('koi', `eb${chars(20)}`)).toBe('payout.account.format.koi');
    expect(checkThirdPartAccount('eb', `eb${chars(20)}`)).toBeNull();
    expect(checkThirdPartAccount('eb', `kb${chars(20)}`)).toBe('payout.account.format.eb');
  });

  it('need a known kind first, then an account', () => {
    expect(checkThirdPartAccount('paypal', `kb${chars(20)}`)).toBe('payout.kind.required');
    expect(checkThirdPartAccount('koi', '')).toBe('payout.account.required');
  });
});

describe('payout formats', () => {
  it('masks a card to its first 4 and last 4 digits', () => {
    expect(maskCardNumber('6222020200112233445')).toBe('6222***********3445');
    expect(maskCardNumber('6222020200112233')).toBe('6222********2233');
  });

  it('matches addresses and accounts to their kinds', () => {
    expect(checkCryptoAddress(TRON_ADDRESS, 'TRC20')).toBeNull();
    expect(checkCryptoAddress(`T${'1'.repeat(15)}`, 'TRC20')).toBe('payout.address.checksum');
    expect(checkCryptoAddress(ETHEREUM_ADDRESS, 'ERC20')).toBeNull();
    expect(checkCryptoAddress(`0x${'a'.repeat(40)}`, 'ERC20')).toBeNull();
    expect(checkCryptoAddress(`0x${'a'.repeat(40)}`, 'TRC20')).toBe('payout.address.protocolMismatch');
    expect(checkCryptoAddress(`T${'1'.repeat(15)}`, 'BEP20')).toBe('payout.protocol.required');
    expect(checkThirdPartAccount('koi', `kb${'a'.repeat(15)}`)).toBeNull();
    expect(checkThirdPartAccount('koi', `KB${'a'.repeat(15)}`)).toBe('payout.account.format.koi');
    expect(checkHolderName(' 张伟 ', '张伟')).toBeNull();
    expect(checkHolderName('张 伟', '张伟')).toBe('payout.holderName.mismatch');
  });
});
