import type { Transaction } from 'kysely';
import type { Database, MovementPhase } from '../db/schema';
import type { Clock } from '../clock';
import { badRequest } from '../errors';
import {
  availableMinor,
  houseOf,
  legsFingerprint,
  lockWallets,
  MOVEMENT_KEY_MAX,
  newReference,
  walletOf,
  type Leg,
  type LedgerWallet,
  type Movement,
  type MovementInput,
} from './accounts';
import { insertEntryPair, insertMovement, movementByKey, moveWallet, moveWalletPair, type MovementRow } from './rows';

/**
 * Movements on the ordinary path, inside the caller's transaction: a plan of what a movement writes,
 * checked against the wallets (locked in id order) and then written, or answered as the movement already
 * written under its key (a replay), or refused. Pending movements (./pending.ts) are planned and written
 * the same way.
 */

/** What a movement will write, worked out before anything is. */
/** What a movement will write, worked out before anything is. */
export interface Plan {
  row: Omit<MovementRow, 'reference' | 'createdAt'> & { referencePrefix: string };
  /** Entries that apply now (ledger_entries). */
  entries: Leg[];
  /** Entries that wait for a post (pending_entries). */
  pendingEntries: Leg[];
  balanceDeltas: Map<number, number>;
  heldDeltas: Map<number, number>;
}

export const add = (deltas: Map<number, number>, walletId: number, amount: number) =>
  deltas.set(walletId, (deltas.get(walletId) ?? 0) + amount);

function checkInput(input: MovementInput) {
  if (typeof input.key !== 'string' || input.key === '' || input.key.length > MOVEMENT_KEY_MAX) {
    throw new Error('ledger: a movement needs a key of 1-100 characters');
  }
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 0) throw new Error('ledger: bad movement amount');
  let sum = 0;
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amountMinor) || leg.amountMinor === 0) throw new Error('ledger: bad entry amount');
    sum += leg.amountMinor;
  }
  if (sum !== 0) throw new Error('ledger: entries do not sum to zero');
}

const rowOf = (input: MovementInput, phase: MovementPhase, pendingId: number | null): Plan['row'] => ({
  key: input.key,
  kind: input.kind,
  userId: input.userId,
  referencePrefix: input.referencePrefix,
  recordType: input.recordType ?? null,
  platType: input.platType ?? null,
  amountMinor: input.amountMinor,
  phase,
  pendingId,
});

/**
 * The movement already written under the plan's key, if any: the same movement answers as it was
 * (replayed), anything else under that key is refused.
 */
export async function replayOf(trx: Transaction<Database>, plan: Plan, wallets: Map<number, LedgerWallet>): Promise<Movement | null> {
  const earlier = await movementByKey.executeTakeFirst(trx, { key: plan.row.key });
  if (!earlier) return null;
  const table = earlier.phase === 'pending' ? 'pending_entries' : 'ledger_entries';
  const legs = await trx
    .selectFrom(table)
    .select(['wallet_id', 'house_account', 'amount_minor'])
    .where('movement_id', '=', earlier.id)
    .execute();
  const planned = plan.row.phase === 'pending' ? plan.pendingEntries : plan.entries;
  const same =
    earlier.kind === plan.row.kind &&
    Number(earlier.user_id) === plan.row.userId &&
    (earlier.convert_type === null ? null : Number(earlier.convert_type)) === plan.row.recordType &&
    earlier.plat_type === plan.row.platType &&
    Number(earlier.amount_minor) === plan.row.amountMinor &&
    earlier.phase === plan.row.phase &&
    (earlier.pending_id === null ? null : Number(earlier.pending_id)) === plan.row.pendingId &&
    legsFingerprint(legs.map((leg) => ({ wallet: leg.wallet_id, house: leg.house_account, amount: Number(leg.amount_minor) }))) ===
      legsFingerprint(planned.map((leg) => ({ wallet: walletOf(leg), house: houseOf(leg), amount: leg.amountMinor })));
  if (!same) throw badRequest('error.idempotencyKeyReused');
  return {
    id: earlier.id,
    key: plan.row.key,
    reference: earlier.reference,
    phase: earlier.phase,
    createdAt: Number(earlier.created_at),
    replayed: true,
    wallets,
  };
}

async function writeEntries(trx: Transaction<Database>, table: 'ledger_entries' | 'pending_entries', movementId: number, legs: Leg[]) {
  if (legs.length === 0) return;
  if (table === 'ledger_entries' && legs.length === 2) {
    const [first, second] = legs;
    await insertEntryPair.execute(trx, {
      movementId,
      firstWallet: walletOf(first),
      firstHouse: houseOf(first),
      firstAmount: first.amountMinor,
      secondWallet: walletOf(second),
      secondHouse: houseOf(second),
      secondAmount: second.amountMinor,
    });
    return;
  }
  await trx
    .insertInto(table)
    .values(legs.map((leg) => ({ movement_id: movementId, wallet_id: walletOf(leg), house_account: houseOf(leg), amount_minor: leg.amountMinor })))
    .execute();
}

async function writeWallets(trx: Transaction<Database>, plan: Plan) {
  const ids = [...new Set([...plan.balanceDeltas.keys(), ...plan.heldDeltas.keys()])]
    .filter((id) => (plan.balanceDeltas.get(id) ?? 0) !== 0 || (plan.heldDeltas.get(id) ?? 0) !== 0)
    .sort((a, b) => a - b);
  const change = (id: number) => ({ balance: plan.balanceDeltas.get(id) ?? 0, held: plan.heldDeltas.get(id) ?? 0 });
  if (ids.length === 2) {
    const [first, second] = ids.map(change);
    await moveWalletPair.execute(trx, {
      first: ids[0],
      firstBalance: first.balance,
      firstHeld: first.held,
      second: ids[1],
      secondBalance: second.balance,
      secondHeld: second.held,
    });
    return;
  }
  for (const id of ids) await moveWallet.execute(trx, { walletId: id, balanceDelta: change(id).balance, heldDelta: change(id).held });
}

/**
 * Checks a plan against the wallets (locking those the caller has not), then writes it. Refuses with
 * error.insufficientBalance, writing nothing, when a wallet's available money would go below zero.
 */
export async function apply(trx: Transaction<Database>, clock: Clock, plan: Plan, known: Iterable<LedgerWallet>): Promise<Movement> {
  const wallets = new Map<number, LedgerWallet>();
  for (const wallet of known) wallets.set(wallet.id, wallet);
  const touched = [...new Set([...plan.balanceDeltas.keys(), ...plan.heldDeltas.keys()])];
  for (const [id, wallet] of await lockWallets(trx, touched.filter((id) => !wallets.has(id)))) wallets.set(id, wallet);

  const after = new Map<number, LedgerWallet>();
  let affordable = true;
  for (const id of touched) {
    const wallet = wallets.get(id)!;
    if (wallet.user_id !== plan.row.userId) throw new Error('ledger: a movement touches another member’s wallet');
    const next = {
      ...wallet,
      balance_minor: wallet.balance_minor + (plan.balanceDeltas.get(id) ?? 0),
      held_minor: wallet.held_minor + (plan.heldDeltas.get(id) ?? 0),
    };
    if (next.held_minor < 0) throw new Error(`ledger: wallet ${id} would hold less than nothing`);
    if (availableMinor(next) < 0) affordable = false;
    after.set(id, next);
  }
  if (!affordable) {
    // A repeat of a movement that went through may no longer be affordable; it still answers as it did.
    const replay = await replayOf(trx, plan, wallets);
    if (replay) return replay;
    throw badRequest('error.insufficientBalance');
  }

  const createdAt = clock.now();
  const reference = newReference(plan.row.referencePrefix, createdAt);
  // The new properties before the spread: V8 builds `{ ...object, newProperty }` slowly (docs/performance.md).
  const inserted = await insertMovement.executeTakeFirst(trx, { reference, createdAt, ...plan.row });
  if (!inserted) {
    const replay = await replayOf(trx, plan, wallets);
    if (replay) return replay;
    throw new Error(`ledger: movement key ${plan.row.key} is taken but its movement cannot be read`);
  }
  await writeEntries(trx, 'ledger_entries', inserted.id, plan.entries);
  await writeEntries(trx, 'pending_entries', inserted.id, plan.pendingEntries);
  await writeWallets(trx, plan);
  return { id: inserted.id, key: plan.row.key, reference, phase: plan.row.phase, createdAt, replayed: false, wallets: after };
}

export function planOf(input: MovementInput, phase: 'single' | 'pending'): Plan {
  checkInput(input);
  const balanceDeltas = new Map<number, number>();
  const heldDeltas = new Map<number, number>();
  for (const leg of input.legs) {
    const walletId = walletOf(leg);
    if (walletId === null) continue;
    if (phase === 'single') add(balanceDeltas, walletId, leg.amountMinor);
    // A pending movement holds what it would take; what it would give arrives only when it is posted.
    else if (leg.amountMinor < 0) add(heldDeltas, walletId, -leg.amountMinor);
    else add(heldDeltas, walletId, 0);
  }
  return {
    row: rowOf(input, phase, null),
    entries: phase === 'single' ? input.legs : [],
    pendingEntries: phase === 'pending' ? input.legs : [],
    balanceDeltas,
    heldDeltas,
  };
}

/**
 * A single-phase movement: its entries apply at once. `locked` passes wallets the caller has already
 * locked in this transaction, so that they are not read twice.
 */
export function postMovement(
  trx: Transaction<Database>,
  clock: Clock,
  input: MovementInput,
  locked: Iterable<LedgerWallet> = [],
): Promise<Movement> {
  return apply(trx, clock, planOf(input, 'single'), locked);
}

