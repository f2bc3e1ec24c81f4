import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { SqliteStep } from '../../db/groupCommitSqlite';
import { precompile } from '../../db/precompiled';
import { availableMinor, MOVEMENT_KEY_MAX, newReference, type HouseAccount, type LedgerWallet } from '../../ledger/ledger';

/**
 * The ledger's single-phase movements between one member wallet and a house account, as part of a
 * synchronous SQLite step (see runStep in db/groupCommitSqlite). The ledger's own in-step movement
 * (postMovementInStep) covers two member wallets only; a bet's stake and payout move between the
 * member's venue wallet and the house's `bets` account. Each movement writes the rows postMovement
 * writes for it (the movement and its two entries), and the wallet's balance changes once by their sum,
 * so the ledger check reads them alike. It belongs in server/ledger/ledger.ts beside postMovementInStep,
 * and lives here only while that file is being changed by others.
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

/** The movement row; a key already taken inserts nothing (no row changed). */
const insertMovement = precompile(
  (db, args: { key: string; reference: string; kind: string; userId: number; platType: string; amountMinor: number; createdAt: number }) =>
    db
      .insertInto('movements')
      .values({
        movement_key: args.key,
        reference: args.reference,
        kind: args.kind,
        user_id: args.userId,
        convert_type: null,
        plat_type: args.platType,
        amount_minor: args.amountMinor,
        phase: 'single',
        pending_id: null,
        created_at: args.createdAt,
      })
      .onConflict((oc) => oc.column('movement_key').doNothing()),
);

/** The wallet's entry and the house's, in one statement. */
const insertEntries = precompile(
  (db, args: { movementId: number; walletId: number; walletMinor: number; house: string; houseMinor: number }) =>
    db.insertInto('ledger_entries').values([
      { movement_id: args.movementId, wallet_id: args.walletId, house_account: null, amount_minor: args.walletMinor },
      { movement_id: args.movementId, wallet_id: null, house_account: args.house, amount_minor: args.houseMinor },
    ]),
);

const moveWallet = precompile((db, args: { walletId: number; balanceDelta: number }) =>
  db
    .updateTable('wallets')
    .set((eb) => ({ balance_minor: eb('balance_minor', '+', args.balanceDelta) }))
    .where('id', '=', args.walletId),
);

/**
 * Posts the movements in order, each against the wallet as the ones before it left it. Answers null
 * when they are not the plain case: an amount that is not a whole number other than 0, a wallet of
 * another member, a movement the wallet cannot afford when its turn comes, or a key already taken. The
 * caller's step must then fail (throw), which undoes whatever of them was written, and the caller takes
 * the ordinary path (postMovement), which refuses or replays exactly. `wallet` is the member's, as read
 * in the same step.
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
    const inserted = insertMovement.inStep(db, step, {
      key: movement.key,
      reference,
      kind: movement.kind,
      userId,
      platType: movement.platType,
      amountMinor: Math.abs(movement.walletMinor),
      createdAt,
    });
    if (inserted.numAffectedRows !== 1n) return null;
    const id = Number(inserted.insertId);
    insertEntries.inStep(db, step, { movementId: id, walletId: wallet.id, walletMinor: movement.walletMinor, house, houseMinor: -movement.walletMinor });
    balance += movement.walletMinor;
    done.push({ id, reference, createdAt, balanceMinor: balance });
  }
  if (balance !== wallet.balance_minor) moveWallet.inStep(db, step, { walletId: wallet.id, balanceDelta: balance - wallet.balance_minor });
  return done;
}
