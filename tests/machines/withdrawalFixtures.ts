import type { WithdrawalStanding } from '../../machines/withdrawal';
import { OPEN_WITHDRAW_FACTS } from '../rules/withdrawFacts';

/** A member every gate lets through: names, phone and password set, no turnover due, room left today. */
export const OPEN_STANDING: WithdrawalStanding = {
  ...OPEN_WITHDRAW_FACTS,
  dailyCountUsed: 1,
  availableMinor: 200_000,
  venueBalanceMinor: 1_500,
  accounts: [
    { id: 1, kind: 'bankCard', label: 'ICBC', masked: '6222********0123' },
    // The same id as the card: each kind numbers its accounts in its own table.
    { id: 1, kind: 'blockchain', label: 'Cold wallet', masked: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  ],
  // The operator's USDT rate: 7.10, set at 2025-01-01 08:00 UTC.
  usdtRate: { rateE4: 71_000, setAt: 1_735_718_400_000 },
};

export const standing = (changes: Partial<WithdrawalStanding>): WithdrawalStanding => ({ ...OPEN_STANDING, ...changes });
