import { parseAmount } from './money';
import { CENTRAL_WALLET } from './wallet';

/**
 * The transfer rule of spec section 2, one definition for the transfer form and the server: two
 * different wallets, one of them the central wallet, and an amount a member may type.
 */

export interface TransferFields {
  from: string;
  to: string;
  amount: string;
}

const WALLET_PROBLEMS = { sameWallet: 'transfer.sameWallet', needsCentral: 'transfer.needsCentral' } as const;

/** What is wrong with a transfer before it is sent, as a locale key; null when nothing is. */
export function transferProblem(transfer: TransferFields): string | null {
  if (transfer.from === transfer.to) return WALLET_PROBLEMS.sameWallet;
  if (transfer.from !== CENTRAL_WALLET && transfer.to !== CENTRAL_WALLET) return WALLET_PROBLEMS.needsCentral;
  const amount = parseAmount(transfer.amount);
  return 'error' in amount ? amount.error : null;
}

/** The field a problem of transferProblem is about: the wallets chosen, or the amount. */
export const transferProblemField = (problem: string): 'to' | 'amount' =>
  (Object.values(WALLET_PROBLEMS) as string[]).includes(problem) ? 'to' : 'amount';
