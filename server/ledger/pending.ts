import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { conflict } from '../errors';
import { lockWallets, walletOf, type HouseAccount, type Leg, type LedgerWallet, type Movement, type MovementInput, type SettleInput } from './accounts';
import { movementByKey } from './rows';
import { add, apply, planOf, replayOf, type Plan } from './movements';

/**
 * Two-phase movements: a pending movement holds what it would take from each wallet (held_minor) and
 * writes its entries to pending_entries; a post applies them and releases the holds, a void only
 * releases them. The settling movement names its pending one (pending_id, unique), so each pending
 * movement settles exactly once.
 */

/**
 * A pending movement: each wallet it would debit holds that amount (no longer available), and nothing
 * moves until postPending or voidPending settles it.
 */
export function openPending(
  trx: Transaction<Database>,
  clock: Clock,
  input: MovementInput,
  locked: Iterable<LedgerWallet> = [],
): Promise<Movement> {
  return apply(trx, clock, planOf(input, 'pending'), locked);
}

/** Applies a pending movement's entries and releases its holds. A pending movement settles once. */
export function postPending(trx: Transaction<Database>, clock: Clock, input: SettleInput): Promise<Movement> {
  return settle(trx, clock, input, 'post');
}

/** Releases a pending movement's holds; nothing moves. A pending movement settles once. */
export function voidPending(trx: Transaction<Database>, clock: Clock, input: SettleInput): Promise<Movement> {
  return settle(trx, clock, input, 'void');
}

async function settle(trx: Transaction<Database>, clock: Clock, input: SettleInput, phase: 'post' | 'void'): Promise<Movement> {
  const pending = await movementByKey.executeTakeFirst(trx, { key: input.pendingKey });
  if (!pending || pending.phase !== 'pending') throw new Error(`ledger: no pending movement has the key ${input.pendingKey}`);
  const rows = await trx
    .selectFrom('pending_entries')
    .select(['wallet_id', 'house_account', 'amount_minor'])
    .where('movement_id', '=', pending.id)
    .orderBy('id')
    .execute();
  const legs: Leg[] = rows.map((row) => ({
    account: row.wallet_id !== null ? { walletId: row.wallet_id } : { house: row.house_account as HouseAccount },
    amountMinor: Number(row.amount_minor),
  }));
  // Locked before the question "settled yet?", so that a racing post and void of one pending movement take turns.
  const wallets = await lockWallets(
    trx,
    legs.flatMap((leg) => walletOf(leg) ?? []),
  );
  const balanceDeltas = new Map<number, number>();
  const heldDeltas = new Map<number, number>();
  for (const leg of legs) {
    const walletId = walletOf(leg);
    if (walletId === null) continue;
    if (phase === 'post') add(balanceDeltas, walletId, leg.amountMinor);
    add(heldDeltas, walletId, leg.amountMinor < 0 ? leg.amountMinor : 0);
  }
  const plan: Plan = {
    row: {
      key: input.key,
      kind: pending.kind,
      userId: Number(pending.user_id),
      referencePrefix: pending.reference.replace(/[0-9].*$/, ''),
      recordType: pending.convert_type === null ? null : Number(pending.convert_type),
      platType: pending.plat_type,
      amountMinor: Number(pending.amount_minor),
      phase,
      pendingId: pending.id,
    },
    entries: phase === 'post' ? legs : [],
    pendingEntries: [],
    balanceDeltas,
    heldDeltas,
  };
  const settled = await trx
    .selectFrom('movements')
    .select(['movement_key'])
    .where('pending_id', '=', pending.id)
    .executeTakeFirst();
  if (settled) {
    const replay = settled.movement_key === input.key ? await replayOf(trx, plan, wallets) : null;
    if (replay) return replay;
    throw conflict('error.pendingSettled');
  }
  return apply(trx, clock, plan, wallets.values());
}

