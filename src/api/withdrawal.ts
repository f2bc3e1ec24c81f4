import { call, type CallOptions } from './client';
import { withdrawal, type WithdrawExtraRule, type WithdrawFactsReply, type WithdrawMethodInfo, type WithdrawOrder } from '../../contract/withdrawal';
import { parseAmount } from '../../machines/rules/money';
import type { BonusTier, HeldWithdrawal, WithdrawalAccount, WithdrawalRequest, WithdrawalStanding, WithdrawMethodOffer } from '../../machines/withdrawal';
import { getBankCards, getCoinAccounts, getWalletAccounts } from './payout';
import { wallet, type RecordPage, type WithdrawRecord } from '../../contract/wallet';
import { cryptoRateOf } from './cryptoRate';

/** Withdrawals (finance calls of spec section 7): the gating facts, the withdrawal itself and its order. */

export type { WithdrawOrder } from '../../contract/withdrawal';

/** An amount the server sent ("1234.50") in minor units; the server only sends well-formed ones. */
const minorOf = (amount: string) => {
  const parsed = parseAmount(amount.startsWith('-') ? amount.slice(1) : amount);
  return 'minor' in parsed ? parsed.minor : 0;
};

/** A percent text the server sent ("0.6") in basis points (60). */
const basisPointsOf = (percent: string) => Math.round(Number(percent) * 100);

/** The methods the server offers now (a disabled one is not offered), as the form shows them. */
export const methodOffersOf = (methods: WithdrawMethodInfo[]): WithdrawMethodOffer[] =>
  methods
    .filter((method) => method.enabled)
    .map((method) => ({
      method: method.method,
      name: method.withdrawMethodName,
      arrivalMinutesMax: method.arrivalMinutesMax,
      bonusMinBp: basisPointsOf(method.bonusRateMin),
      bonusMaxBp: basisPointsOf(method.bonusRateMax),
    }));

export const bonusTiersOf = (rules: WithdrawExtraRule[]): BonusTier[] => rules.map((rule) => ({ fromMinor: minorOf(rule.fromAmount), rateBp: rule.rateBp }));

export function standingOf(
  facts: WithdrawFactsReply,
  accounts: WithdrawalAccount[],
  offers: { methods: WithdrawMethodInfo[]; rules: WithdrawExtraRule[] },
): WithdrawalStanding {
  return {
    hasRealName: facts.hasRealName,
    hasPhone: facts.hasPhone,
    hasWithdrawPassword: facts.hasWithdrawPassword,
    hasReviewingOrder: facts.hasReviewingOrder,
    hasPaidWithdrawal: facts.cryptoAllowed,
    remainingTurnoverMinor: minorOf(facts.remainingTurnover),
    requiredTurnoverMinor: minorOf(facts.requiredTurnover),
    dailyCountLimit: facts.dailyCount,
    dailyCountUsed: facts.dailyCountUsed,
    dailyAmountLimitMinor: minorOf(facts.dailyLimit),
    dailyAmountUsedMinor: minorOf(facts.dailyAmountUsed),
    availableMinor: minorOf(facts.balance),
    venueBalanceMinor: minorOf(facts.venueBalance),
    accounts,
    usdtRate: cryptoRateOf(facts.usdtRate),
    methods: methodOffersOf(offers.methods),
    bonusTiers: bonusTiersOf(offers.rules),
  };
}

/** Every bound account the form can pay to: cards first, then e-wallets, then crypto. */
export async function getPayoutAccounts(): Promise<WithdrawalAccount[]> {
  const [cards, wallets, coins] = await Promise.all([getBankCards(), getWalletAccounts(), getCoinAccounts()]);
  return [
    ...cards.map((card) => ({ id: card.id, kind: 'bankCard' as const, label: card.bankName, masked: card.bankcardNo })),
    ...wallets.map((account) => ({ id: account.id, kind: 'thirdPart' as const, label: `${account.typeName} · ${account.alias}`, masked: account.account })),
    ...coins.map((coin) => ({ id: coin.id, kind: 'blockchain' as const, label: `${coin.alias} · USDT-${coin.protocol}`, masked: coin.address })),
  ];
}

/**
 * The gate's facts, the accounts, and the methods and bonus tiers the server offers now: read from their calls
 * (not copied into the site), so an operator's change shows without a release.
 */
export async function getWithdrawalStanding(): Promise<WithdrawalStanding> {
  const [facts, accounts, methods, rules] = await Promise.all([
    call(withdrawal.checkIsQuickWithdraw, {}),
    getPayoutAccounts(),
    call(withdrawal.getWithdrawMethod, {}),
    call(withdrawal.getWithdrawExtraRule, {}),
  ]);
  return standingOf(facts, accounts, { methods: methods.withdrawMethodList, rules: rules.withdrawExtraRuleList });
}

export async function submitWithdrawal(request: WithdrawalRequest): Promise<HeldWithdrawal> {
  // A changed rate is shown by the toast in the server's words (the new rate); the machine then reads it.
  const order = (await call(withdrawal.withdraw, { body: request })).withdrawOrder;
  return { id: order.id, orderNo: order.orderNo, amount: order.withdrawAmount, cryptoAmount: order.cryptoAmount, cryptoRate: order.cryptoRate };
}

export async function getWithdrawOrder(id: number, options?: CallOptions): Promise<WithdrawOrder> {
  return (await call(withdrawal.getWithdrawOrder, { params: { id } }, options)).withdrawOrder;
}

export type { WithdrawRecord } from '../../contract/wallet';

/** One page of the member's withdrawal records (getUserTransInfo, transType withdraw), newest first. */
export async function getWithdrawRecords(
  query: { startTime?: number; endTime?: number; pageIndex: number; pageSize: number },
  options?: CallOptions,
): Promise<RecordPage<WithdrawRecord>> {
  const page = (await call(wallet.getUserTransInfo, { query: { transType: 'withdraw', ...query } }, options)).page;
  // transType withdraw answers withdrawal records only; the reply's union also covers the other kinds.
  return { ...page, records: page.records.filter((record): record is WithdrawRecord => 'withdrawAmount' in record) };
}
