import { formatMinor, parseAmount } from './money';

/**
 * Deposit rules of spec sections 4, 5 and 9, shared by the deposit page and the server: the amount
 * within a method's limits, the depositor name of a bank transfer, the protocol of a crypto deposit,
 * the proof pictures, the cancel reason, and the time a crypto order may wait for its payment.
 * Every refusal is a locale key.
 */

/** Spec section 9: a crypto deposit must be paid within 30 minutes. */
export const CRYPTO_PAY_WINDOW_MS = 30 * 60 * 1000;

/** Spec section 9: at most 2 deposit cancels a member a day. */
export const DAILY_DEPOSIT_CANCELS = 2;

/** Spec section 9: a proof picture is at most 15 MB. */
export const PROOF_MAX_BYTES = 15 * 1024 * 1024;

/** Spec section 5: proofs are png, jpg or jpeg. */
export const PROOF_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** Proof pictures one order carries at most. */
export const PROOF_MAX_COUNT = 3;

/** The longest depositor name a bank transfer takes. */
export const DEPOSITOR_NAME_MAX = 30;

/** How a method is paid: our bank account, a crypto address, or a provider's cashier. */
export type DepositKind = 'bank' | 'crypto' | 'online';

/** The reasons the cancel dialog offers (spec section 2), as the server receives them. */
export const CANCEL_REASONS = ['changedMind', 'wrongAmount', 'otherMethod', 'cannotPay', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The locale key of a cancel reason's label. */
export const cancelReasonLabel = (reason: CancelReason) => `deposit.reason.${reason}`;

export const isCancelReason = (value: unknown): value is CancelReason =>
  typeof value === 'string' && (CANCEL_REASONS as readonly string[]).includes(value);

/** Spec section 5: "please select a cancel reason". */
export function cancelReasonProblem(reason: string | null): string | null {
  return isCancelReason(reason) ? null : 'deposit.cancelReasonRequired';
}

/** A method's limits in minor units. */
export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
}

/** What is wrong with an amount for a method, as a locale key; null when nothing is. */
export function depositAmountProblem(text: string, limits: AmountLimits): string | null {
  const amount = parseAmount(text);
  if ('error' in amount) return amount.error;
  if (amount.minor < limits.minMinor) return 'deposit.belowMinimum';
  if (amount.minor > limits.maxMinor) return 'deposit.aboveMaximum';
  return null;
}

/** Values for the limit messages ({min}, {max}) in the API's 2-decimal text. */
export const limitValues = (limits: AmountLimits) => ({ min: formatMinor(limits.minMinor), max: formatMinor(limits.maxMinor) });

/** The depositor name of a bank transfer: the name on the paying account, as the operator will see it. */
export function depositorNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'deposit.depositorRequired';
  if (trimmed.length > DEPOSITOR_NAME_MAX) return 'deposit.depositorTooLong';
  return null;
}

/** Everything the deposit form sends, as its rule reads it. */
export interface DepositFields {
  kind: DepositKind;
  limits: AmountLimits;
  amount: string;
  depositorName: string;
  protocol: string;
  protocols: readonly string[];
  channel: string;
  channels: readonly string[];
}

/** The first thing wrong with the deposit form, as a locale key; null when the order may be created. */
export function depositProblem(fields: DepositFields): string | null {
  const amount = depositAmountProblem(fields.amount, fields.limits);
  if (amount) return amount;
  if (fields.kind === 'bank') return depositorNameProblem(fields.depositorName);
  if (fields.kind === 'crypto') return fields.protocols.includes(fields.protocol) ? null : 'deposit.protocolRequired';
  return fields.channels.includes(fields.channel) ? null : 'deposit.channelRequired';
}

/** The field a problem of depositProblem is about. */
export function depositProblemField(problem: string): 'amount' | 'depositorName' | 'protocol' | 'channel' {
  if (problem.startsWith('deposit.depositor')) return 'depositorName';
  if (problem === 'deposit.protocolRequired') return 'protocol';
  if (problem === 'deposit.channelRequired') return 'channel';
  return 'amount';
}

/** A proof picture as the page sees it before sending it: its name, type and size. */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

/**
 * A proof the page can refuse before sending (the server judges the content again): png, jpg or jpeg
 * by name and type, at most 15 MB, not empty.
 */
export function proofProblem(file: ProofFile): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typed = file.type === '' || /^image\/(png|jpeg)$/.test(file.type);
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(extension) || !typed) return 'deposit.proofType';
  if (file.size === 0) return 'deposit.proofEmpty';
  if (file.size > PROOF_MAX_BYTES) return 'deposit.proofTooLarge';
  return null;
}

/** Whole seconds left of a countdown, and its display as mm:ss. */
export function countdownText(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
