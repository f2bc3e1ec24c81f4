import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { SqliteStep } from '../../db/groupCommitSqlite';
import { precompile } from '../../db/precompiled';
import { availableMinor, MOVEMENT_KEY_MAX, newReference, type HouseAccount, type LedgerWallet } from '../../ledger/ledger';

/**
 * The ledger's single-phase movement between one member wallet and a house account, as part of a
 * synchronous SQLite step (see runStep in db/groupCommitSqlite). The ledger's own in-step movement
 * (postMovementInStep) covers two member wallets only; a bet's stake and payout move between the
 * member's venue wallet and the house's `bets` account. It writes exactly the rows postMovement writes
 * for such a movement (the movement, its two entries, the wallet's balance), so the ledger check reads
 * them alike; it belongs in server/ledger/ledger.ts beside postMovementInStep, and lives here only while
 * that file is being changed by others.
 */

export interface HouseMovementInStep {
  /** The movement's unique key (its idempotency key in the ledger). */
  key: string;
  kind: string;
  referencePrefix: string;
  userId: number;
  platType: string;
  /** The member's wallet, as read in the same step. */
  wallet: LedgerWallet;
  house: HouseAccount;
  /** Signed minor units for the wallet: negative takes from it to the house, positive gives to it. */
  walletMinor: number;
}

export interface HouseMovementDone {
  id: number;
  reference: string;
  createdAt: number;
  /** The wallet as it stands after the movement. */
  wallet: LedgerWallet;
}

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
      .onConflict((oc) => oc.column('movement_key').doNothing())
      .returning('id'),
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
 * Answers null, having written nothing, when the movement is not the plain case: an amount that is
 * not a positive whole number, a wallet of another member, a wallet that cannot afford it, or a key
 * already taken. The caller then takes the ordinary path (postMovement), which refuses or replays exactly.
 */
export function postHouseMovementInStep(db: Kysely<Database>, step: SqliteStep, clock: Clock, input: HouseMovementInStep): HouseMovementDone | null {
  const amountMinor = Math.abs(input.walletMinor);
  if (!Number.isSafeInteger(input.walletMinor) || input.walletMinor === 0) return null;
  if (input.key === '' || input.key.length > MOVEMENT_KEY_MAX) return null;
  if (input.wallet.user_id !== input.userId) return null;
  const after = { ...input.wallet, balance_minor: input.wallet.balance_minor + input.walletMinor };
  if (availableMinor(after) < 0) return null;
  const createdAt = clock.now();
  const reference = newReference(input.referencePrefix, createdAt);
  const inserted = insertMovement.inStep(db, step, {
    key: input.key,
    reference,
    kind: input.kind,
    userId: input.userId,
    platType: input.platType,
    amountMinor,
    createdAt,
  }).rows[0];
  if (!inserted) return null;
  insertEntries.inStep(db, step, {
    movementId: inserted.id,
    walletId: input.wallet.id,
    walletMinor: input.walletMinor,
    house: input.house,
    houseMinor: -input.walletMinor,
  });
  moveWallet.inStep(db, step, { walletId: input.wallet.id, balanceDelta: input.walletMinor });
  return { id: inserted.id, reference, createdAt, wallet: after };
}
