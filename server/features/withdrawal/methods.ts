import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import {
  APPOINTMENT_BONUS_MAX_BP,
  APPOINTMENT_BONUS_MIN_BP,
  APPOINTMENT_BONUS_TIERS,
  APPOINTMENT_HOURS_MAX,
  INSTANT_ARRIVAL_MINUTES,
  withdrawMethodLabelKey,
} from '../../../machines/rules/withdrawal';
import type { WithdrawExtraRule, WithdrawMethodInfo } from '../../../contract/withdrawal';

/** Basis points as a percent text: 10 → "0.1". */
const percentOf = (bp: number) => String(bp / 100);

/** The two methods of spec section 1: appointment (0-24 h, bonus 0.1 %-0.6 %) and instant (about 10 minutes). */
export function withdrawMethods(language: LanguageCode): WithdrawMethodInfo[] {
  return [
    {
      method: 'appointment',
      withdrawMethodName: translate(language, withdrawMethodLabelKey('appointment')),
      arrivalMinutesMax: APPOINTMENT_HOURS_MAX * 60,
      bonusRateMin: percentOf(APPOINTMENT_BONUS_MIN_BP),
      bonusRateMax: percentOf(APPOINTMENT_BONUS_MAX_BP),
      enabled: true,
    },
    {
      method: 'instant',
      withdrawMethodName: translate(language, withdrawMethodLabelKey('instant')),
      arrivalMinutesMax: INSTANT_ARRIVAL_MINUTES,
      bonusRateMin: '0',
      bonusRateMax: '0',
      enabled: true,
    },
  ];
}

export const withdrawExtraRules = (): WithdrawExtraRule[] =>
  APPOINTMENT_BONUS_TIERS.map((tier) => ({ fromAmount: formatMinor(tier.fromMinor), rateBp: tier.rateBp, rate: percentOf(tier.rateBp) }));
