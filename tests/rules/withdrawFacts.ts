import type { WithdrawFacts } from '../../machines/rules/withdrawal';

/** A member every withdrawal gate lets through: names, phone and password set, no turnover due, room left today. */
export const OPEN_WITHDRAW_FACTS: WithdrawFacts = {
  hasRealName: true,
  hasPhone: true,
  hasWithdrawPassword: true,
  hasReviewingOrder: false,
  hasPaidWithdrawal: false,
  remainingTurnoverMinor: 0,
  dailyCountLimit: 3,
  dailyCountUsed: 0,
  dailyAmountLimitMinor: 5_000_000,
  dailyAmountUsedMinor: 0,
  availableMinor: 100_000,
};
