import type { SnapshotFrom } from 'xstate';
import { formatAmount } from '../../../machines/rules/display';
import { formatMinor, parseAmount } from '../../../machines/rules/money';
import {
  accountUnavailable,
  GATE_STATES,
  gateTag,
  withdrawalEstimate,
  WITHDRAWAL_PHASES,
  type WithdrawalPhase,
  type GateName,
  type withdrawalMachine,
  type WithdrawalEvent,
  type WithdrawMethod,
} from '../../../machines/withdrawal';
import { appointmentBonusMinor, turnoverProgress, withdrawableMinor, withdrawGate, type WithdrawMethodOffer } from '../../../machines/rules/withdrawal';
import { displayRate, displayRateText, usdtWithinCny } from '../../../machines/rules/cryptoRate';
import { paths } from '../../config/paths';

/** Minor units as the site shows money: thousands separators, 2 decimals. */
export const showMinor = (minor: number) => formatAmount(minor / 100);

export type { WithdrawalPhase };

export interface GateView {
  name: GateName;
  message: string;
  values: Record<string, string | number>;
  /** Where the member fixes it, with the button's locale key; none when only customer service can help. */
  fix: { href: string; label: string } | null;
  /** The turnover gate's progress, amounts as the site shows them; null for other gates or when unknown. */
  progress: { done: string; required: string; remaining: string; percent: number } | null;
}

const GATE_FIX: Record<GateName, GateView['fix']> = {
  realName: { href: paths.userInfo(), label: 'withdrawal.fix.profile' },
  phone: { href: paths.userInfo(), label: 'withdrawal.fix.phone' },
  withdrawPassword: { href: paths.userInfo(), label: 'withdrawal.fix.withdrawPassword' },
  unverified: { href: paths.customerService(), label: 'withdrawal.fix.service' },
  turnover: { href: paths.transRecord('transfer'), label: 'withdrawal.fix.records' },
  daily: null,
};

/** One offered method as its radio shows it: the server's name, and the values of its line (arrival, bonus in percent). */
const methodView = (offer: WithdrawMethodOffer) => ({
  method: offer.method,
  name: offer.name,
  text: `withdrawal.method.${offer.method}Text`,
  values: {
    minutes: offer.arrivalMinutesMax,
    hours: Math.ceil(offer.arrivalMinutesMax / 60),
    min: String(offer.bonusMinBp / 100),
    max: String(offer.bonusMaxBp / 100),
  },
});

/** The withdrawal page as the view shows it: one phase, and what that phase needs. */
export function connectWithdrawal(state: SnapshotFrom<typeof withdrawalMachine>, send: (event: WithdrawalEvent) => void) {
  const { context } = state;
  const standing = context.standing;
  // The machine's tags name the phase and the closed gate; the gating step is eventless, so some phase always holds.
  const phase: WithdrawalPhase = WITHDRAWAL_PHASES.find((tag) => state.hasTag(tag)) ?? 'form';
  const gateName = phase === 'gate' ? (Object.keys(GATE_STATES) as GateName[]).find((name) => state.hasTag(gateTag(name))) : undefined;
  const refusal = gateName && standing ? withdrawGate(standing) : null;
  const progress = gateName === 'turnover' && standing ? turnoverProgress(standing) : null;
  const gate: GateView | null =
    gateName && refusal
      ? {
          name: gateName,
          message: refusal.key,
          values: refusal.values ?? {},
          fix: GATE_FIX[gateName],
          progress: progress
            ? { done: showMinor(progress.doneMinor), required: showMinor(progress.requiredMinor), remaining: showMinor(progress.remainingMinor), percent: progress.percent }
            : null,
        }
      : null;
  // A crypto account before the first paid withdrawal (spec section 4), or while no rate is set, is shown but cannot be chosen.
  const accounts = (standing?.accounts ?? []).map((account) => ({
    ...account,
    unavailable: standing ? (accountUnavailable(standing, account)?.key ?? null) : null,
  }));
  // To a crypto account the amount is USDT: the bonus and the limits read the CNY it takes at the rate.
  const estimate = withdrawalEstimate(context);
  const typed = parseAmount(context.amount);
  const cnyMinor = estimate ? estimate.cnyMinor : 'minor' in typed ? typed.minor : null;
  const bonusMinor = context.method === 'appointment' && cnyMinor !== null && standing ? appointmentBonusMinor(cnyMinor, standing.bonusTiers) : 0;
  const withdrawable = standing ? withdrawableMinor(standing) : 0;
  return {
    phase,
    gate,
    accounts,
    /** The problem of one field (shown under it), or of none (shown under the form). */
    problemOf: (field: string | null) => (context.problem && (context.problem.field ?? null) === field ? context.problem : null),
    accountKey: context.accountKey,
    amount: context.amount,
    method: context.method,
    password: context.password,
    problem: context.problem,
    balance: standing ? showMinor(standing.availableMinor) : '',
    venueBalance: standing && standing.venueBalanceMinor > 0 ? showMinor(standing.venueBalanceMinor) : null,
    limits: standing
      ? {
          countLeft: String(Math.max(0, standing.dailyCountLimit - standing.dailyCountUsed)),
          limitLeft: showMinor(Math.max(0, standing.dailyAmountLimitMinor - standing.dailyAmountUsedMinor)),
          withdrawable: showMinor(withdrawable),
        }
      : null,
    /**
     * To a crypto account: the amount is USDT, at most `maxUsdt` now; `estimate` is the CNY it takes (null until
     * the amount reads as one) at the rate shown with its time.
     */
    crypto: estimate
      ? {
          estimate: estimate.cnyMinor === null ? null : showMinor(estimate.cnyMinor),
          rate: displayRate(estimate.rate.rateE4),
          setAt: estimate.rate.setAt,
          maxUsdt: showMinor(usdtWithinCny(withdrawable, estimate.rate.rateE4)),
        }
      : null,
    /** The methods the server offers, with what each says of itself: its name, how soon it arrives, its bonus range. */
    methods: (standing?.methods ?? []).map(methodView),
    bonus: bonusMinor > 0 ? showMinor(bonusMinor) : null,
    held: context.held
      ? {
          orderNo: context.held.orderNo,
          amount: formatAmount(Number(context.held.amount)),
          crypto: context.held.cryptoAmount && context.held.cryptoRate ? { amount: formatAmount(Number(context.held.cryptoAmount)), rate: displayRateText(context.held.cryptoRate) } : null,
        }
      : null,
    submitting: state.hasTag('submitting'),
    recycling: state.hasTag('recycling'),
    busy: state.hasTag('busy'),
    setAccount: (accountKey: string) => send({ type: 'SET_ACCOUNT', accountKey }),
    setAmount: (amount: string) => send({ type: 'SET_AMOUNT', amount }),
    /** The whole central balance, capped by what today still allows (to a crypto account: the USDT it buys at the rate). */
    setAll: () => standing && send({ type: 'SET_AMOUNT', amount: formatMinor(estimate ? usdtWithinCny(withdrawable, estimate.rate.rateE4) : withdrawable) }),
    setMethod: (method: WithdrawMethod) => send({ type: 'SET_METHOD', method }),
    setPassword: (password: string) => send({ type: 'SET_PASSWORD', password }),
    submit: () => send({ type: 'SUBMIT' }),
    recycle: () => send({ type: 'RECYCLE' }),
    retry: () => send({ type: 'RETRY' }),
    again: () => send({ type: 'AGAIN' }),
  };
}

export type WithdrawalView = ReturnType<typeof connectWithdrawal>;
