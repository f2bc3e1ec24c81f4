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
  // What getWithdrawMethod and getWithdrawExtraRule answer (spec section 1: appointment 0-24 h with 0.1 %-0.6 %).
  methods: [
    { method: 'instant', name: 'Instant withdrawal', arrivalMinutesMax: 10, bonusMinBp: 0, bonusMaxBp: 0 },
    { method: 'appointment', name: 'Appointment withdrawal', arrivalMinutesMax: 1440, bonusMinBp: 10, bonusMaxBp: 60 },
  ],
  bonusTiers: [
    { fromMinor: 10_000, rateBp: 10 },
    { fromMinor: 100_000, rateBp: 20 },
    { fromMinor: 500_000, rateBp: 30 },
    { fromMinor: 1_000_000, rateBp: 40 },
    { fromMinor: 5_000_000, rateBp: 50 },
    { fromMinor: 10_000_000, rateBp: 60 },
  ],
};

export const standing = (changes: Partial<WithdrawalStanding>): WithdrawalStanding => ({ ...OPEN_STANDING, ...changes });
