import { describe, expect, it } from 'vitest';
import {
  appointmentBonusMinor,
  APPOINTMENT_BONUS_TIERS,
  checkWithdrawRequest,
  withdrawableMinor,
  withdrawGate,
  withdrawMethodLabelKey,
  withdrawStatusLabelKey,
} from '../../machines/rules/withdrawal';
import { OPEN_WITHDRAW_FACTS } from './withdrawFacts';

/** The withdrawal request rules (spec sections 4, 8 and 9) refusal by refusal, with their fields and values. */

const open = OPEN_WITHDRAW_FACTS;
const request = { accountKind: 'bankCard', amount: '100', method: 'instant' };

describe('a withdrawal request', () => {
  it('meets the gate first: the day’s count used up, with the count in the message', () => {
    expect(checkWithdrawRequest({ ...open, dailyCountUsed: 3 }, request)).toEqual({ key: 'withdrawal.error.dailyCount', values: { count: 3 } });
    expect(withdrawGate({ ...open, dailyCountUsed: 2 })).toBeNull();
  });

  it('names the method and the account at fault', () => {
    expect(checkWithdrawRequest(open, { ...request, method: 'express' })).toEqual({ key: 'withdrawal.error.method', field: 'method' });
    expect(checkWithdrawRequest(open, { ...request, accountKind: 'cash' })).toEqual({ key: 'withdrawal.error.account', field: 'accountId' });
    expect(checkWithdrawRequest(open, { ...request, accountKind: 'blockchain' })).toEqual({ key: 'withdrawal.error.cryptoFirst', field: 'accountId' });
    // Crypto needs the operator's rate: without one it is refused on the account.
    expect(checkWithdrawRequest({ ...open, hasPaidWithdrawal: true }, { ...request, accountKind: 'blockchain' })).toEqual({ key: 'withdrawal.error.rateNotSet', field: 'accountId' });
    expect(checkWithdrawRequest({ ...open, hasPaidWithdrawal: true }, { ...request, accountKind: 'blockchain', amount: '14.09', rate: { rateE4: 71_000, setAt: 0 } })).toEqual({
      amountMinor: 10_004,
      cryptoAmountMinor: 1_409,
    });
    for (const method of ['appointment', 'instant']) {
      for (const accountKind of ['bankCard', 'thirdPart']) {
        expect(checkWithdrawRequest(open, { accountKind, method, amount: '100' })).toEqual({ amountMinor: 10_000, cryptoAmountMinor: null });
      }
    }
  });

  it('refuses an amount on the amount field: its form, under 100.00, over the balance, over the day’s limit', () => {
    expect(checkWithdrawRequest(open, { ...request, amount: 'abc' })).toMatchObject({ field: 'amount' });
    expect(checkWithdrawRequest(open, { ...request, amount: 'abc' })).not.toHaveProperty('values');
    expect(checkWithdrawRequest(open, { ...request, amount: '99.99' })).toEqual({
      key: 'withdrawal.error.belowMin',
      values: { min: '100.00' },
      field: 'amount',
    });
    expect(checkWithdrawRequest(open, { ...request, amount: '1000.01' })).toEqual({ key: 'withdrawal.error.balance', field: 'amount' });
    expect(checkWithdrawRequest(open, { ...request, amount: '1000.00' })).toEqual({ amountMinor: 100_000, cryptoAmountMinor: null });
    expect(checkWithdrawRequest({ ...open, dailyAmountUsedMinor: 4_950_000 }, { ...request, amount: '500.01' })).toEqual({
      key: 'withdrawal.error.dailyLimit',
      values: { left: '500.00' },
      field: 'amount',
    });
  });
});

describe('withdrawal labels', () => {
  it('name each status, an unknown one as reviewing, and the two methods', () => {
    expect([0, 1, 2, 9].map(withdrawStatusLabelKey)).toEqual([
      'withdrawal.status.reviewing',
      'withdrawal.status.paid',
      'withdrawal.status.rejected',
      'withdrawal.status.reviewing',
    ]);
    expect(withdrawMethodLabelKey('instant')).toBe('withdrawal.method.instant');
    expect(withdrawMethodLabelKey('appointment')).toBe('withdrawal.method.appointment');
    expect(withdrawMethodLabelKey('other')).toBe('withdrawal.method.appointment');
  });
});

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
    const checked = (amount: string, accountKind = 'bankCard') => checkWithdrawRequest(open, { accountKind, amount, method: 'instant' });
    expect(checked('100.00')).toEqual({ amountMinor: 10_000, cryptoAmountMinor: null });
    expect(checked('99.99')).toMatchObject({ key: 'withdrawal.error.belowMin' });
    expect(checked('1000.00')).toEqual({ amountMinor: 100_000, cryptoAmountMinor: null });
    expect(checked('1000.01')).toMatchObject({ key: 'withdrawal.error.balance' });
    expect(checked('100.00', 'blockchain')).toMatchObject({ key: 'withdrawal.error.cryptoFirst' });
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

  it('pays by the tiers it is given (those getWithdrawExtraRule answered), in whatever order they come', () => {
    const tiers = [
      { fromMinor: 50_000, rateBp: 100 },
      { fromMinor: 10_000, rateBp: 10 },
    ];
    expect(appointmentBonusMinor(9_999, tiers)).toBe(0);
    expect(appointmentBonusMinor(49_999, tiers)).toBe(49);
    expect(appointmentBonusMinor(50_000, tiers)).toBe(500);
  });
});
