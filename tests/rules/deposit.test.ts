import { describe, expect, it } from 'vitest';
import {
  checkCancelReason,
  checkDepositAmount,
  checkDepositorName,
  depositDayStart,
  isCancellable,
  rechargeStatusLabelKey,
} from '../../machines/rules/deposit';

/** Deposit rules (spec sections 4, 5 and 9) at their edges: reasons, names of 64 characters, the UTC+8 day. */

describe('cancelling a deposit', () => {
  it('needs a reason chosen from the list (spec section 5)', () => {
    expect(checkCancelReason(undefined)).toBe('deposit.error.selectCancelReason');
    expect(checkCancelReason('')).toBe('deposit.error.selectCancelReason');
    expect(checkCancelReason('   ')).toBe('deposit.error.selectCancelReason');
    expect(checkCancelReason('wrongAmount')).toBeNull();
    expect(checkCancelReason('other')).toBeNull();
    expect(checkCancelReason('bored')).toBe('deposit.error.unknownCancelReason');
  });

  it('is open only to an order nobody has paid yet', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isCancellable)).toEqual([0]);
  });
});

describe('order statuses', () => {
  it('have a label each, and an unknown one reads as awaiting payment', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 42].map(rechargeStatusLabelKey)).toEqual([
      'deposit.status.awaitingPayment',
      'deposit.status.awaitingConfirmation',
      'deposit.status.credited',
      'deposit.status.cancelled',
      'deposit.status.expired',
      'deposit.status.rejected',
      'deposit.status.failed',
      'deposit.status.awaitingPayment',
    ]);
  });
});

describe('a deposit amount', () => {
  it('is first a plain amount, then within the method’s limits', () => {
    expect(checkDepositAmount('abc', 100, 1000)).toEqual({ error: 'rule.amount.format' });
    expect(checkDepositAmount('0.99', 100, 1000)).toEqual({ error: 'deposit.error.belowMin' });
    expect(checkDepositAmount('1', 100, 1000)).toEqual({ minor: 100 });
    expect(checkDepositAmount('10', 100, 1000)).toEqual({ minor: 1000 });
    expect(checkDepositAmount('10.01', 100, 1000)).toEqual({ error: 'deposit.error.aboveMax' });
  });
});

describe('a depositor name', () => {
  it('is required, trimmed, at most 64 letters, spaces, dots and middle dots', () => {
    expect(checkDepositorName(undefined)).toBe('deposit.error.depositorNameRequired');
    expect(checkDepositorName('  ')).toBe('deposit.error.depositorNameRequired');
    expect(checkDepositorName('  张三  ')).toBeNull();
    expect(checkDepositorName(`  ${'a'.repeat(64)}  `)).toBeNull();
    expect(checkDepositorName('a'.repeat(65))).toBe('deposit.error.depositorNameFormat');
    expect(checkDepositorName('J. R. R. Tolkie\u0301n')).toBeNull();
    expect(checkDepositorName('阿·布')).toBeNull();
    for (const bad of ['1Li', 'Li1', 'Li@x']) expect(checkDepositorName(bad), bad).toBe('deposit.error.depositorNameFormat');
  });
});

describe('the deposit day', () => {
  it('is the calendar day at UTC+8: it starts at 16:00 UTC', () => {
    const start = Date.UTC(2026, 0, 14, 16, 0, 0); // 2026-01-15 00:00 at UTC+8
    expect(depositDayStart(start)).toBe(start);
    expect(depositDayStart(start + 86_399_999)).toBe(start);
    expect(depositDayStart(start + 86_400_000)).toBe(start + 86_400_000);
    expect(depositDayStart(start - 1)).toBe(start - 86_400_000);
  });
});
