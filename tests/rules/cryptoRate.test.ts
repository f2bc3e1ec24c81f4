import { describe, expect, it } from 'vitest';
import {
  cnyCreditOf,
  cnyDebitOf,
  CRYPTO_RATE_MAX_E4,
  CRYPTO_RATE_MIN_E4,
  displayRate,
  estimateCnyMinor,
  formatRateE4,
  parseRate,
  RATE_SCALE,
} from '../../machines/rules/cryptoRate';
import { MAX_AMOUNT_MINOR } from '../../machines/rules/money';
import { checkWithdrawRequest, type WithdrawFacts } from '../../machines/rules/withdrawal';
import { OPEN_WITHDRAW_FACTS } from './withdrawFacts';

/** The USDT rate (issue 22): exact integers, and rounding that never gives the member more than the rate. */

describe('a rate the operator types', () => {
  it('is CNY per USDT to 4 decimals, kept in 1/10,000 CNY', () => {
    expect(RATE_SCALE).toBe(10_000);
    expect(parseRate('7.1')).toEqual({ rateE4: 71_000 });
    expect(parseRate(' 7.10 ')).toEqual({ rateE4: 71_000 });
    expect(parseRate('7.1234')).toEqual({ rateE4: 71_234 });
    expect(parseRate('7')).toEqual({ rateE4: 70_000 });
    expect(parseRate('7.12345')).toEqual({ error: 'error.cryptoRate.decimals' });
    for (const text of ['', 'abc', '-7.1', '7,1', '7.', '.5', '1e1', '7.1.1']) expect(parseRate(text)).toEqual({ error: 'error.cryptoRate.format' });
  });

  it('lies between 1.0000 and 100.0000, both taken', () => {
    expect(CRYPTO_RATE_MIN_E4).toBe(10_000);
    expect(CRYPTO_RATE_MAX_E4).toBe(1_000_000);
    expect(parseRate('1')).toEqual({ rateE4: CRYPTO_RATE_MIN_E4 });
    expect(parseRate('0.9999')).toEqual({ error: 'error.cryptoRate.range' });
    expect(parseRate('100.0000')).toEqual({ rateE4: CRYPTO_RATE_MAX_E4 });
    expect(parseRate('100.0001')).toEqual({ error: 'error.cryptoRate.range' });
    expect(parseRate('710')).toEqual({ error: 'error.cryptoRate.range' });
  });

  it('is written with 4 decimals for the API and with 2 to 4 for a member', () => {
    expect(formatRateE4(71_000)).toBe('7.1000');
    expect(formatRateE4(10_001)).toBe('1.0001');
    expect(formatRateE4(1_000_000)).toBe('100.0000');
    expect(displayRate(71_000)).toBe('7.10');
    expect(displayRate(70_000)).toBe('7.00');
    expect(displayRate(71_230)).toBe('7.123');
    expect(displayRate(71_234)).toBe('7.1234');
    expect(displayRate(71_204)).toBe('7.1204');
  });
});

describe('converting at the rate', () => {
  it('credits a deposit rounded down: 100.00 USDT at 7.1000 is 710.00; a part of a fen is the house’s', () => {
    expect(cnyCreditOf(10_000, 71_000)).toBe(71_000);
    // 100.01 USDT × 7.1 = 710.071 → 710.07
    expect(cnyCreditOf(10_001, 71_000)).toBe(71_007);
    // 0.01 USDT × 7.1234 = 0.071234 → 0.07; 0.01 × 1.0000 exactly 0.01
    expect(cnyCreditOf(1, 71_234)).toBe(7);
    expect(cnyCreditOf(1, 10_000)).toBe(1);
    // Just under a whole fen stays under it: 0.01 × 1.9999 = 0.019999 → 0.01
    expect(cnyCreditOf(1, 19_999)).toBe(1);
  });

  it('debits a withdrawal rounded up: 100.01 USDT at 7.1000 takes 710.08; an exact product is not rounded', () => {
    expect(cnyDebitOf(10_000, 71_000)).toBe(71_000);
    expect(cnyDebitOf(10_001, 71_000)).toBe(71_008);
    expect(cnyDebitOf(1, 19_999)).toBe(2);
    expect(cnyDebitOf(1, 10_000)).toBe(1);
    expect(cnyDebitOf(1, 10_001)).toBe(2);
  });

  it('never gives the member more than the rate: credit × scale ≤ USDT × rate ≤ debit × scale, each within one fen', () => {
    for (const usdt of [1, 7, 99, 10_001, 123_457, 999_999_99]) {
      for (const rate of [CRYPTO_RATE_MIN_E4, 19_999, 71_000, 71_234, 73_333, CRYPTO_RATE_MAX_E4]) {
        const exact = usdt * rate;
        const credit = cnyCreditOf(usdt, rate);
        const debit = cnyDebitOf(usdt, rate);
        expect(credit * RATE_SCALE).toBeLessThanOrEqual(exact);
        expect(exact - credit * RATE_SCALE).toBeLessThan(RATE_SCALE);
        expect(debit * RATE_SCALE).toBeGreaterThanOrEqual(exact);
        expect(debit * RATE_SCALE - exact).toBeLessThan(RATE_SCALE);
      }
    }
  });

  it('stays exact past 2^53 (the largest amount at the highest rate)', () => {
    expect(cnyCreditOf(MAX_AMOUNT_MINOR, CRYPTO_RATE_MAX_E4)).toBe(MAX_AMOUNT_MINOR * 100);
    expect(cnyCreditOf(MAX_AMOUNT_MINOR - 1, 71_234)).toBe(Number((BigInt(MAX_AMOUNT_MINOR - 1) * 71_234n) / 10_000n));
  });

  it('estimates what a form shows once the text is an amount', () => {
    expect(estimateCnyMinor('100', 71_000, 'deposit')).toBe(71_000);
    expect(estimateCnyMinor('100.01', 71_000, 'deposit')).toBe(71_007);
    expect(estimateCnyMinor('100.01', 71_000, 'withdrawal')).toBe(71_008);
    expect(estimateCnyMinor('', 71_000, 'deposit')).toBeNull();
    expect(estimateCnyMinor('1.234', 71_000, 'deposit')).toBeNull();
  });
});

describe('a crypto withdrawal request', () => {
  const facts: WithdrawFacts = { ...OPEN_WITHDRAW_FACTS, hasPaidWithdrawal: true };
  const rate = { rateE4: 71_000, setAt: 1 };
  const request = (amount: string) => checkWithdrawRequest(facts, { accountKind: 'blockchain', amount, method: 'instant', rate });

  it('judges the CNY it takes: the 100.00 minimum at its edge, in CNY with the USDT’s worth named', () => {
    // 14.08 USDT takes 99.97 (99.968 rounded up); 14.09 takes 100.04.
    expect(request('14.08')).toEqual({ key: 'withdrawal.error.belowMinCrypto', values: { amount: '99.97', min: '100.00' }, field: 'amount' });
    expect(request('14.09')).toEqual({ amountMinor: 10_004, cryptoAmountMinor: 1_409 });
  });

  it('refuses USDT worth more than the balance: 140.84 takes 999.97, 140.85 takes 1,000.04 of 1,000.00', () => {
    expect(request('140.84')).toEqual({ amountMinor: 99_997, cryptoAmountMinor: 14_084 });
    expect(request('140.85')).toEqual({ key: 'withdrawal.error.balance', field: 'amount' });
  });
});
