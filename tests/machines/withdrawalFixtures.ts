import type { WithdrawalStanding } from '../../machines/withdrawal';

/** A member every gate lets through: names, phone and password set, no turnover due, room left today. */
export const OPEN_STANDING: WithdrawalStanding = {
  hasRealName: true,
  hasPhone: true,
  hasWithdrawPassword: true,
  unverifiedOrder: false,
  hasPaidWithdrawal: false,
  remainingTurnoverMinor: 0,
  dailyCountLeft: 5,
  dailyLimitLeftMinor: 5_000_000,
  centralBalanceMinor: 200_000,
  venueBalanceMinor: 1_500,
  minAmountMinor: 10_000,
  maxAmountMinor: 5_000_000,
  accounts: [
    { id: 'bank-1', kind: 'bank', label: 'ICBC', masked: '6222 **** 0123' },
    { id: 'coin-1', kind: 'crypto', label: 'Cold wallet', masked: 'TQn9…Yw2' },
  ],
  appointmentBonusPercent: 0.3,
};

export const standing = (changes: Partial<WithdrawalStanding>): WithdrawalStanding => ({ ...OPEN_STANDING, ...changes });
