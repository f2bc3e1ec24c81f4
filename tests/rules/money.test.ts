import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../machines/rules/money';

/** The amount rule shared by the site and the server, refusal by refusal, at its limits (10,000,000,000.00). */

describe('an amount typed by a member', () => {
  it('is read in minor units, blanks around it and leading zeros ignored', () => {
    expect(parseAmount(' 12.34 ')).toEqual({ minor: 1234 });
    expect(parseAmount('12.5')).toEqual({ minor: 1250 });
    expect(parseAmount('007')).toEqual({ minor: 700 });
    expect(parseAmount('0.01')).toEqual({ minor: 1 });
    expect(parseAmount('00000000000010')).toEqual({ minor: 1000 });
  });

  it('is a plain decimal number, with at most two decimals', () => {
    expect(parseAmount('   ')).toEqual({ error: 'rule.amount.required' });
    for (const bad of ['abc', 'x12', '12x', '1.', '.5', '1,5', '+1']) expect(parseAmount(bad), bad).toEqual({ error: 'rule.amount.format' });
    expect(parseAmount('1.234')).toEqual({ error: 'rule.amount.decimals' });
  });

  it('is above zero', () => {
    for (const bad of ['0', '0.00', '000', '-1', '-0.01', '-123456789012']) expect(parseAmount(bad), bad).toEqual({ error: 'rule.amount.positive' });
  });

  it('is at most 10,000,000,000.00', () => {
    expect(parseAmount('10000000000')).toEqual({ minor: 1_000_000_000_000 });
    expect(parseAmount('10000000000.00')).toEqual({ minor: 1_000_000_000_000 });
    expect(parseAmount('10000000000.01')).toEqual({ error: 'rule.amount.tooLarge' });
    expect(parseAmount('99999999999')).toEqual({ error: 'rule.amount.tooLarge' });
    expect(parseAmount('100000000000')).toEqual({ error: 'rule.amount.tooLarge' });
  });
});
