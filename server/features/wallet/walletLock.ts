import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { formatMinor } from '../../../machines/rules/money';
import { unflagWallets } from '../../ledger/ledger';

/**
 * The promotion lock of venue wallets (spec section 9): a venue wallet under a promotion's turnover
 * refuses transfers out until its balance falls under 5.00, and from then on stays unlocked. This is
 * the wallet feature's rule; the ledger never reads the `locked` flag.
 */

/** A venue wallet's lock ends once its balance is under 5.00 (spec section 9). */
export const UNLOCK_BELOW_MINOR = 500;

/** Whether a wallet refuses transfers out, as members see it. */
export const isWalletLocked = (wallet: { locked: number; balance_minor: number }) =>
  Number(wallet.locked) === 1 && Number(wallet.balance_minor) >= UNLOCK_BELOW_MINOR;

export function refuseIfWalletLocked(wallet: { locked: number; balance_minor: number }) {
  if (isWalletLocked(wallet)) throw badRequest('error.walletLocked', { min: formatMinor(UNLOCK_BELOW_MINOR) });
}

/**
 * Clears the flag of locked wallets that a movement has just taken under 5.00, so that they stay
 * unlocked when money comes back. Writes only when such a wallet exists.
 */
export async function releaseDrainedLocks(
  trx: Transaction<Database>,
  wallets: Iterable<{ id: number; locked: number; balance_minor: number }>,
): Promise<void> {
  const drained = [...wallets].filter((wallet) => Number(wallet.locked) === 1 && wallet.balance_minor < UNLOCK_BELOW_MINOR);
  if (drained.length === 0) return;
  await unflagWallets(
    trx,
    drained.map((wallet) => wallet.id),
    UNLOCK_BELOW_MINOR,
  );
}
