import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { SqliteStep } from '../db/groupCommitSqlite';
import { availableMinor, MOVEMENT_KEY_MAX, newReference, type HouseAccount, type LedgerWallet } from './accounts';
import { insertEntryPair, insertMovementInStep, moveWallet } from './rows';

/**
 * A round's single-phase movements inside a synchronous SQLite step (see runStep in db/groupCommitSqlite):
 * the rows postMovement writes, with no await between the statements. They apply only the plain case and
 * answer null, having written nothing of the movement in question, when it does not hold; the caller's
 * step must then fail (throw), whose savepoint undoes the rest, and the call takes the ordinary path,
 * which refuses or replays exactly. ./inOneGo.ts is their caller; a transfer's are written with the
 * other transfers of its turn (./transferTurn.ts).
 */

export interface HouseMovementInStep {
  /** The movement's unique key (its idempotency key in the ledger). */
  key: string;
  kind: string;
  referencePrefix: string;
  platType: string;
  /** Signed minor units for the wallet: negative takes from it to the house, positive gives to it. */
  walletMinor: number;
}

export interface HouseMovementDone {
  id: number;
  reference: string;
  createdAt: number;
  /** The wallet's balance right after this movement. */
  balanceMinor: number;
}

/**
 * Single-phase movements between one member wallet and a house account, posted in order, each against
 * the wallet as the ones before it left it (a bet's stake and payout). Each writes the rows postMovement
 * writes for it (the movement and its two entries), and the wallet's balance changes once by their sum,
 * so the ledger check reads them alike. Answers null when they are not the plain case: an amount that is
 * not a whole number other than 0, a wallet of another member, a movement the wallet cannot afford when
 * its turn comes, or a key already taken. `wallet` is the member's, as read in the same step.
 */
export function postHouseMovementsInStep(
  db: Kysely<Database>,
  step: SqliteStep,
  clock: Clock,
  owner: { userId: number; wallet: LedgerWallet; house: HouseAccount },
  movements: HouseMovementInStep[],
): HouseMovementDone[] | null {
  const { userId, wallet, house } = owner;
  if (wallet.user_id !== userId) return null;
  let balance = wallet.balance_minor;
  for (const movement of movements) {
    if (!Number.isSafeInteger(movement.walletMinor) || movement.walletMinor === 0) return null;
    if (movement.key === '' || movement.key.length > MOVEMENT_KEY_MAX) return null;
    balance += movement.walletMinor;
    if (availableMinor({ ...wallet, balance_minor: balance }) < 0) return null;
  }
  const done: HouseMovementDone[] = [];
  balance = wallet.balance_minor;
  for (const movement of movements) {
    const createdAt = clock.now();
    const reference = newReference(movement.referencePrefix, createdAt);
    const inserted = insertMovementInStep.inStep(db, step, {
      key: movement.key,
      reference,
      kind: movement.kind,
      userId,
      recordType: null,
      platType: movement.platType,
      amountMinor: Math.abs(movement.walletMinor),
      phase: 'single',
      pendingId: null,
      createdAt,
    });
    if (inserted.numAffectedRows !== 1n) return null;
    const id = Number(inserted.insertId);
    insertEntryPair.inStep(db, step, {
      movementId: id,
      firstWallet: wallet.id,
      firstHouse: null,
      firstAmount: movement.walletMinor,
      secondWallet: null,
      secondHouse: house,
      secondAmount: -movement.walletMinor,
    });
    balance += movement.walletMinor;
    done.push({ id, reference, createdAt, balanceMinor: balance });
  }
  if (balance !== wallet.balance_minor) moveWallet.inStep(db, step, { walletId: wallet.id, balanceDelta: balance - wallet.balance_minor, heldDelta: 0 });
  return done;
}
