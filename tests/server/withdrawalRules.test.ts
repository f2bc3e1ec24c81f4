/**
 * The pure payout and withdrawal rules the site's machine and the server share: the gate's order
 * (spec section 8), the appointment bonus tiers (0.1 %-0.6 %, spec section 1) at their edges, and the
 * masks and formats at the spec's numbers.
 */
import { describe, expect, it } from 'vitest';
import {
  appointmentBonusMinor,
  APPOINTMENT_BONUS_TIERS,
  checkWithdrawRequest,
  withdrawableMinor,
  withdrawGate,
} from '../../machines/rules/withdrawal';
import { checkCryptoAddress, checkHolderName, checkThirdPartAccount, maskCardNumber } from '../../machines/rules/payout';
import { ETHEREUM_ADDRESS, TRON_ADDRESS } from '../rules/cryptoAddressFixtures';
import { OPEN_WITHDRAW_FACTS } from '../rules/withdrawFacts';

const open = OPEN_WITHDRAW_FACTS;

describe('the withdrawal gate', () => {
  it('answers the first missing step in the order of spec section 8', () => {
    const closed = { ...open, hasRealName: false, hasPhone: false, hasWithdrawPassword: false, hasReviewingOrder: true, remainingTurnoverMinor: 1, dailyCountUsed: 3 };
    expect(withdrawGate(closed)?.key).toBe('profile.fillBasicInfo');
    expect(withdrawGate({ ...closed, hasRealName: true })?.key).toBe('profile.setPhoneFirst');
    expect(withdrawGate({ ...closed, hasRealName: true, hasPhone: true })?.key).toBe('security.withdrawPassword.notSet');
    expect(withdrawGate({ ...closed, hasRealName: true, hasPhone: true, hasWithdrawPassword: true })?.key).toBe('withdrawal.error.reviewingOrder');
    expect(withdrawGate({ ...open, remainingTurnoverMinor: 12_345 })).toEqual({ key: 'withdrawal.error.turnover', values: { remaining: '123.45' } });
    // Amounts in a refusal read as the site shows money: thousands separators.
    expect(withdrawGate({ ...open, remainingTurnoverMinor: 123_456_789 })).toEqual({ key: 'withdrawal.error.turnover', values: { remaining: '1,234,567.89' } });
    expect(withdrawGate({ ...open, dailyCountUsed: 2 })).toBeNull();
    expect(withdrawGate({ ...open, dailyCountUsed: 3 })?.key).toBe('withdrawal.error.dailyCount');
    expect(withdrawGate(open)).toBeNull();
  });

  it('checks a request: crypto after a paid withdrawal, 100.00 up to the balance and what is left of the day', () => {
    const request = (amount: string, accountKind = 'bankCard') => checkWithdrawRequest(open, { accountKind, amount, method: 'instant' });
    expect(request('100.00')).toEqual({ amountMinor: 10_000, cryptoAmountMinor: null });
    expect(request('99.99')).toMatchObject({ key: 'withdrawal.error.belowMin' });
    expect(request('1000.00')).toEqual({ amountMinor: 100_000, cryptoAmountMinor: null });
    expect(request('1000.01')).toMatchObject({ key: 'withdrawal.error.balance' });
    expect(request('100.00', 'blockchain')).toMatchObject({ key: 'withdrawal.error.cryptoFirst' });
    // To a crypto account the amount is USDT: 100.00 USDT at 7.1000 holds 710.00.
    const rate = { rateE4: 71_000, setAt: 0 };
    expect(checkWithdrawRequest({ ...open, hasPaidWithdrawal: true }, { accountKind: 'blockchain', amount: '100.00', method: 'appointment', rate })).toEqual({
      amountMinor: 71_000,
      cryptoAmountMinor: 10_000,
    });
    const nearLimit = { ...open, availableMinor: 10_000_000, dailyAmountUsedMinor: 4_990_000 };
    expect(checkWithdrawRequest(nearLimit, { accountKind: 'bankCard', amount: '100.00', method: 'instant' })).toEqual({ amountMinor: 10_000, cryptoAmountMinor: null });
    expect(checkWithdrawRequest(nearLimit, { accountKind: 'bankCard', amount: '100.01', method: 'instant' })).toMatchObject({ key: 'withdrawal.error.dailyLimit', values: { left: '100.00' } });
    expect(withdrawableMinor(nearLimit)).toBe(10_000);
  });
});

describe('the appointment bonus', () => {
  it('runs from 0.1 % to 0.6 %, the highest tier reached applying', () => {
    expect(APPOINTMENT_BONUS_TIERS[0].rateBp).toBe(10);
    expect(APPOINTMENT_BONUS_TIERS.at(-1)!.rateBp).toBe(60);
    expect(appointmentBonusMinor(10_000)).toBe(10);
    expect(appointmentBonusMinor(99_999)).toBe(99);
    expect(appointmentBonusMinor(100_000)).toBe(200);
    expect(appointmentBonusMinor(9_999_999)).toBe(49_999);
    expect(appointmentBonusMinor(10_000_000)).toBe(60_000);
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
