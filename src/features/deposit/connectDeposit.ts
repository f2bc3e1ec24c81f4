import type { SnapshotFrom } from 'xstate';
import { depositEstimate, methodOf, type depositMachine, type DepositEvent } from '../../../machines/deposit';
import { displayRate, displayRateText } from '../../../machines/rules/cryptoRate';
import { CANCEL_REASONS } from '../../../machines/rules/deposit';
import { countdownText, depositProblemField, type ProofFile } from '../../../machines/rules/depositForm';
import { formatMinor } from '../../../machines/rules/money';
import { formatAmount } from '../../../machines/rules/display';

/** An online channel as the server names it (in the member's language) with its limits (2-decimal text). */
export interface ChannelInfo {
  name: string;
  min: string;
  max: string;
}

export interface ChannelView {
  value: string;
  label: string;
  limits: { min: string; max: string } | null;
  selected: boolean;
}

/** Channels with the same limits together, the smallest limits first, in the server's order within a group. */
export function groupChannels(channels: ChannelView[]): Array<{ limits: ChannelView['limits']; channels: ChannelView[] }> {
  const groups = new Map<string, { limits: ChannelView['limits']; channels: ChannelView[]; order: [number, number] }>();
  for (const channel of channels) {
    const key = channel.limits ? `${channel.limits.min}-${channel.limits.max}` : '';
    const order: [number, number] = channel.limits ? [Number(channel.limits.min.replace(/,/g, '')), Number(channel.limits.max.replace(/,/g, ''))] : [0, 0];
    const group = groups.get(key) ?? { limits: channel.limits, channels: [], order };
    group.channels.push(channel);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]).map(({ limits, channels: members }) => ({ limits, channels: members }));
}

/** The step the page shows, in the order of spec section 2: method, pay (bank or crypto), proof, waiting, ended. */
export type DepositStep = 'loading' | 'unavailable' | 'method' | 'bankPay' | 'cryptoPay' | 'proof' | 'waiting' | 'ended';

const STEP_NUMBER: Record<DepositStep, number> = {
  loading: 1,
  unavailable: 1,
  method: 1,
  bankPay: 2,
  cryptoPay: 2,
  proof: 3,
  waiting: 3,
  ended: 4,
};

function stepOf(state: SnapshotFrom<typeof depositMachine>): DepositStep {
  if (state.hasTag('loading')) return 'loading';
  if (state.hasTag('unavailable')) return 'unavailable';
  if (state.hasTag('form') || state.hasTag('openingCashier')) return 'method';
  if (state.hasTag('bankPay')) return 'bankPay';
  if (state.hasTag('cryptoPay')) return 'cryptoPay';
  if (state.hasTag('proof')) return 'proof';
  if (state.hasTag('waiting')) return 'waiting';
  return 'ended';
}

/** The deposit page's state as its views show it; `channelInfo` names the online channels by id, with their limits. */
export function connectDeposit(
  state: SnapshotFrom<typeof depositMachine>,
  send: (event: DepositEvent) => void,
  channelInfo: Readonly<Record<string, ChannelInfo>> = {},
) {
  const { context } = state;
  const method = methodOf(context);
  const step = stepOf(state);
  const order = context.order;
  const busy = state.hasTag('busy');
  const estimate = depositEstimate(context);
  const channels: ChannelView[] = (method?.channels ?? []).map((channel) => {
    const info = channelInfo[channel];
    return {
      value: channel,
      label: info?.name ?? channel,
      limits: info ? { min: formatAmount(Number(info.min)), max: formatAmount(Number(info.max)) } : null,
      selected: channel === context.channel,
    };
  });
  return {
    step,
    stepNumber: STEP_NUMBER[step],
    busy,
    retry: () => send({ type: 'RETRY' }),

    methods: context.methods.map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      kind: candidate.kind,
      selected: candidate.id === context.methodId,
    })),
    chooseMethod: (methodId: number) => send({ type: 'CHOOSE_METHOD', methodId }),
    kind: method?.kind ?? null,
    limits: method ? { min: formatMinor(method.minMinor), max: formatMinor(method.maxMinor) } : null,
    amount: context.amount,
    setAmount: (amount: string) => send({ type: 'SET_AMOUNT', amount }),
    /** A crypto method: the CNY the USDT typed credits (null until it reads as an amount) at the rate, with its time. */
    estimate: estimate
      ? { cny: estimate.cnyMinor === null ? null : formatAmount(estimate.cnyMinor / 100), rate: displayRate(estimate.rate.rateE4), setAt: estimate.rate.setAt }
      : null,
    quickAmounts: (method?.quickAmounts ?? []).map((amount) => ({ amount, selected: Number(amount) === Number(context.amount) && context.amount !== '' })),
    depositorName: context.depositorName,
    setDepositor: (name: string) => send({ type: 'SET_DEPOSITOR', name }),
    protocols: (method?.protocols ?? []).map((protocol) => ({ value: protocol, selected: protocol === context.protocol })),
    setProtocol: (protocol: string) => send({ type: 'SET_PROTOCOL', protocol }),
    channels,
    channelGroups: groupChannels(channels),
    setChannel: (channel: string) => send({ type: 'SET_CHANNEL', channel }),
    problem: context.problem
      ? { key: context.problem, field: depositProblemField(context.problem), values: method ? { min: formatMinor(method.minMinor), max: formatMinor(method.maxMinor) } : {} }
      : null,
    submit: () => send({ type: 'SUBMIT' }),
    submitting: state.hasTag('creating'),
    openingCashier: state.hasTag('openingCashier'),

    order,
    /** A crypto order: the USDT to pay, the CNY it credits and the rate it was made at, with that rate's time. */
    orderCrypto:
      order && order.cryptoAmount !== null && order.cryptoRate !== null
        ? { usdt: order.cryptoAmount, cny: formatAmount(Number(order.amount)), rate: displayRateText(order.cryptoRate), setAt: order.cryptoRateTime }
        : null,
    copy: (text: string) => send({ type: 'COPY', text }),
    paid: () => send({ type: 'PAID' }),
    confirmingPaid: state.hasTag('payCrypto') && busy,
    countdown: countdownText(context.secondsLeft),
    /** The last five minutes of the countdown are shown as urgent. */
    countdownUrgent: context.secondsLeft <= 300,

    proofs: context.proofs,
    proofProblem: context.proofProblem,
    uploading: state.hasTag('uploading'),
    confirming: state.hasTag('confirming'),
    addProof: (file: ProofFile) => send({ type: 'ADD_PROOF', file }),
    removeProof: (index: number) => send({ type: 'REMOVE_PROOF', index }),
    confirm: () => send({ type: 'CONFIRM' }),
    back: () => send({ type: 'BACK' }),

    cashierUrl: context.payUrl,
    reopenCashier: () => send({ type: 'OPEN_CASHIER' }),
    outcome: context.outcome,
    newDeposit: () => send({ type: 'NEW_DEPOSIT' }),

    cancelDialog: state.hasTag('cancelDialog')
      ? {
          reasons: CANCEL_REASONS.map((reason) => ({ value: reason, label: `deposit.cancelReason.${reason}`, selected: reason === context.cancelReason })),
          problem: context.cancelProblem,
          refusal: context.cancelRefusal,
          cancelling: busy,
        }
      : null,
    cancel: () => send({ type: 'CANCEL' }),
    chooseReason: (reason: string) => send({ type: 'CHOOSE_REASON', reason }),
    confirmCancel: () => send({ type: 'CONFIRM_CANCEL' }),
    keepOrder: () => send({ type: 'KEEP_ORDER' }),
  };
}

export type ConnectedDeposit = ReturnType<typeof connectDeposit>;
