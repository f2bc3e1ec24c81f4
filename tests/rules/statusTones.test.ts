import { describe, expect, it } from 'vitest';
import { rechargeStatusTone } from '../../machines/rules/deposit';
import { withdrawStatusTone } from '../../machines/rules/withdrawal';

/**
 * The records' status pills. Deposit statuses (the site's recharge order, machines/rules/deposit.ts): 0 awaiting payment,
 * 1 awaiting confirmation, 2 credited, 3 cancelled, 4 expired, 5 rejected, 6 failed. Withdrawal
 * statuses: 0 under review, 1 paid, 2 rejected. The numbers are written out here.
 */
describe('status tones', () => {
  it('gives each deposit status its tone', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(rechargeStatusTone)).toEqual(['pending', 'pending', 'done', 'closed', 'closed', 'failed', 'failed']);
  });

  it('gives each withdrawal status its tone', () => {
    expect([0, 1, 2].map(withdrawStatusTone)).toEqual(['pending', 'done', 'failed']);
  });
});
