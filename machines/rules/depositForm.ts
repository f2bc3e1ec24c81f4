import { checkCancelReason, checkDepositAmount, checkDepositorName, VOUCHER_MAX, type CancelReason } from './deposit';
import { uploadProblem } from './upload';

/**
 * The deposit page's form rules, built on the rules the server runs (./deposit.ts, ./upload.ts): what
 * the member must fill for each kind of method, the proof pictures, the cancel reason. Refusals are
 * locale keys.
 */

/** How a method is paid on the page: our bank account, our crypto address, or a provider's cashier. */
export type DepositKind = 'bank' | 'crypto' | 'online';

/** Proof pictures one order carries at most (the server's voucher limit). */
export const PROOF_MAX_COUNT = VOUCHER_MAX;

/** A method's limits in minor units. */
export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
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
  const amount = checkDepositAmount(fields.amount, fields.limits.minMinor, fields.limits.maxMinor);
  if ('error' in amount) return amount.error;
  if (fields.kind === 'bank') return checkDepositorName(fields.depositorName);
  if (fields.kind === 'crypto') return fields.protocols.includes(fields.protocol) ? null : 'deposit.error.protocolRequired';
  return fields.channels.includes(fields.channel) ? null : 'deposit.channelRequired';
}

/** The field a problem of depositProblem is about. */
export function depositProblemField(problem: string): 'amount' | 'depositorName' | 'protocol' | 'channel' {
  if (problem.startsWith('deposit.error.depositorName')) return 'depositorName';
  if (problem === 'deposit.error.protocolRequired') return 'protocol';
  if (problem === 'deposit.channelRequired') return 'channel';
  return 'amount';
}

/** A proof picture as the page sees it before sending it. */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

/** A proof the page refuses before sending it: png, jpg or jpeg by name and type, 1 byte to 15 MB. */
export function proofProblem(file: ProofFile): string | null {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return 'upload.proofType';
  return uploadProblem(file, 'proof');
}

/** The cancel reason the member chose, when it is one of the list. */
export const cancelReasonOf = (reason: string): CancelReason | null => (checkCancelReason(reason) === null ? (reason as CancelReason) : null);

/** Spec section 5: no reason chosen → "please select a cancel reason". */
export const cancelReasonProblem = (reason: CancelReason | null): string | null => checkCancelReason(reason ?? undefined);

/** Seconds as mm:ss, for the crypto countdown. */
export function countdownText(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
