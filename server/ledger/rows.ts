import type { Kysely } from 'kysely';
import { precompile } from '../db/precompiled';
import type { Database, MovementPhase } from '../db/schema';

/**
 * The ledger's statements on its own tables, built once per dialect (see db/precompiled): the movement
 * row, the usual pair of entries, and the wallets' balance changes. The ordinary path runs them through
 * Kysely, the SQLite step runs them in its step.
 */

export type MovementRow = {
  key: string;
  reference: string;
  kind: string;
  userId: number;
  recordType: number | null;
  platType: string | null;
  amountMinor: number;
  phase: MovementPhase;
  pendingId: number | null;
  createdAt: number;
};

const movementInsert = (db: Kysely<Database>, args: MovementRow) =>
  db
    .insertInto('movements')
    .values({
      movement_key: args.key,
      reference: args.reference,
      kind: args.kind,
      user_id: args.userId,
      convert_type: args.recordType,
      plat_type: args.platType,
      amount_minor: args.amountMinor,
      phase: args.phase,
      pending_id: args.pendingId,
      created_at: args.createdAt,
    })
    .onConflict((oc) => oc.column('movement_key').doNothing());

/** A movement with a key already taken writes nothing and answers no id (see replayOf). */
export const insertMovement = precompile((db, args: MovementRow) => movementInsert(db, args).returning('id'));

/**
 * The same insert inside a SQLite step, whose driver answers the rows changed and the new row's id:
 * without RETURNING, which SQLite runs through a temporary table of its own (about 3 µs a movement).
 */
export const insertMovementInStep = precompile(movementInsert);

/** A movement's usual shape, one debit and one credit, in one statement. */
export const insertEntryPair = precompile(
  (
    db,
    args: {
      movementId: number;
      firstWallet: number | null;
      firstHouse: string | null;
      firstAmount: number;
      secondWallet: number | null;
      secondHouse: string | null;
      secondAmount: number;
    },
  ) =>
    db.insertInto('ledger_entries').values([
      { movement_id: args.movementId, wallet_id: args.firstWallet, house_account: args.firstHouse, amount_minor: args.firstAmount },
      { movement_id: args.movementId, wallet_id: args.secondWallet, house_account: args.secondHouse, amount_minor: args.secondAmount },
    ]),
);

/** The rows are locked by the caller, so the balances written are the ones just checked. */
export const moveWallet = precompile((db, args: { walletId: number; balanceDelta: number; heldDelta: number }) =>
  db
    .updateTable('wallets')
    .set((eb) => ({
      balance_minor: eb('balance_minor', '+', args.balanceDelta),
      held_minor: eb('held_minor', '+', args.heldDelta),
    }))
    .where('id', '=', args.walletId),
);

/**
 * Both wallets of a transfer in one statement. The casts give PostgreSQL the parameters' types, which
 * it cannot infer inside a CASE.
 */
export const moveWalletPair = precompile(
  (
    db,
    args: { first: number; firstBalance: number; firstHeld: number; second: number; secondBalance: number; secondHeld: number },
  ) =>
    db
      .updateTable('wallets')
      .set((eb) => {
        const pick = (first: number, second: number) =>
          eb
            .case()
            .when('id', '=', args.first)
            .then(eb.cast<number>(eb.val(first), 'bigint'))
            .else(eb.cast<number>(eb.val(second), 'bigint'))
            .end();
        return {
          balance_minor: eb('balance_minor', '+', pick(args.firstBalance, args.secondBalance)),
          held_minor: eb('held_minor', '+', pick(args.firstHeld, args.secondHeld)),
        };
      })
      .where('id', 'in', [args.first, args.second]),
);

export const movementByKey = precompile((db, args: { key: string }) =>
  db
    .selectFrom('movements')
    .select(['id', 'reference', 'kind', 'user_id', 'convert_type', 'plat_type', 'amount_minor', 'phase', 'pending_id', 'created_at'])
    .where('movement_key', '=', args.key),
);

