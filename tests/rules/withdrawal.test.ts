import { describe, expect, it } from 'vitest';
import {
  checkWithdrawRequest,
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
