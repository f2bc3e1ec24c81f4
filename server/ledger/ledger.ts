import { randomUUID } from 'node:crypto';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import { precompile } from '../db/precompiled';
import type { SqliteStep } from '../db/groupCommitSqlite';
import type { Database, MovementPhase } from '../db/schema';
import type { Clock } from '../clock';
import { badRequest, conflict } from '../errors';

/**
 * The one place that changes a balance, in the manner of TigerBeetle. A movement is a row with a key
 * given by its caller (unique: its id and its idempotency key), plus entries against member wallets or
 * house accounts that sum to zero. It is either single-phase (the entries apply at once) or two-phase:
 * a pending movement reserves what it would take from each wallet (held_minor) without moving it, and
 * is later posted (its entries apply, the hold goes) or voided (the hold goes), exactly once.
 *
 * A wallet's available money is balance − held; no movement may take a wallet's available money below
 * zero: it is refused before anything is written, and the database's CHECKs (balance_minor >= 0,
 * 0 <= held_minor <= balance_minor) back it. Wallet rows are locked in id order before they change.
 *
 * What a movement means (transfer record types, venues, promotion locks) belongs to the features that
 * make movements; the ledger stores their `kind`, `recordType` and `platType` without reading them.
 */

/** Named accounts of the house: the other side of money that enters or leaves the members' wallets. */
export const HOUSE = { sandbox: 'sandbox', deposits: 'deposits', bets: 'bets', withdrawals: 'withdrawals', promotions: 'promotions' } as const;
export type HouseAccount = (typeof HOUSE)[keyof typeof HOUSE];

export const MOVEMENT_KEY_MAX = 100;

export type LedgerAccount = { walletId: number } | { house: HouseAccount };

export interface Leg {
  account: LedgerAccount;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountMinor: number;
}

export interface MovementInput {
  /** The caller's unique id of the movement. A repeat with the same content answers the first result. */
  key: string;
  /** What made the movement, in the words of the feature that did (e.g. 'transfer'). */
  kind: string;
  userId: number;
  /** The start of the movement's reference (order number), e.g. 'TR'. */
  referencePrefix: string;
  /** The feature's record type, stored as given. */
  recordType?: number | null;
  platType?: string | null;
  /** The amount shown in records (minor units, not negative). */
  amountMinor: number;
  legs: Leg[];
}

export interface SettleInput {
  /** The post's or void's own unique key. */
  key: string;
  /** The key of the pending movement it settles. */
  pendingKey: string;
}

/** The columns of a wallet row that the ledger reads. */
export interface LedgerWallet {
  id: number;
  user_id: number;
  balance_minor: number;
  held_minor: number;
}

export interface Movement {
  id: number;
  key: string;
  reference: string;
  phase: MovementPhase;
  createdAt: number;
  /** True when this key had already been used for the same movement: nothing was written again. */
  replayed: boolean;
  /** The movement's wallets as they stand after it, by id. */
  wallets: Map<number, LedgerWallet>;
}

/** What a wallet can still spend or move: its balance less its holds. */
export const availableMinor = (wallet: LedgerWallet) => wallet.balance_minor - wallet.held_minor;

/**
 * Wallet rows for update. PostgreSQL locks them (select … for no key update: the lock the balance
 * UPDATE itself takes, since no key column changes; unlike for update it leaves the key-share locks of
 * foreign-key checks on the row alone), in ascending id order so that two transactions never wait on
 * each other; SQLite needs neither, since a transaction holds the database's one connection and so is
 * its only writer (and sorting there costs a temporary b-tree).
 */
export const lockInIdOrder =
  (db: Kysely<Database>) =>
  <QB extends SelectQueryBuilder<Database, 'wallets', object>>(query: QB): QB =>
    isPostgres(db) ? (query.orderBy('id').forNoKeyUpdate() as QB) : query;

const LEDGER_WALLET_COLUMNS = ['id', 'user_id', 'balance_minor', 'held_minor'] as const;

/** Reads wallet rows for update (see lockInIdOrder), answered by id. */
export async function lockWallets(trx: Transaction<Database>, walletIds: number[]): Promise<Map<number, LedgerWallet>> {
  const ids = [...new Set(walletIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('wallets')
    .select(LEDGER_WALLET_COLUMNS)
    .where('id', 'in', ids)
    .$call(lockInIdOrder(trx))
    .execute();
  if (rows.length !== ids.length) throw new Error(`ledger: wallet rows missing among ${ids.join(', ')}`);
  return new Map(rows.map((row) => [row.id, { ...row, balance_minor: Number(row.balance_minor), held_minor: Number(row.held_minor) }]));
}

/** A reference (order number): the prefix, the time and 32 random bits (randomUUID draws from a pooled buffer). */
export const newReference = (prefix: string, now: number) => `${prefix}${now}${randomUUID().slice(0, 8).toUpperCase()}`;

type MovementRow = {
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
const insertMovement = precompile((db, args: MovementRow) => movementInsert(db, args).returning('id'));

/**
 * The same insert inside a SQLite step, whose driver answers the rows changed and the new row's id:
 * without RETURNING, which SQLite runs through a temporary table of its own (about 3 µs a movement).
 */
const insertMovementInStep = precompile(movementInsert);

/** A movement's usual shape, one debit and one credit, in one statement. */
const insertEntryPair = precompile(
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
const moveWallet = precompile((db, args: { walletId: number; balanceDelta: number; heldDelta: number }) =>
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
const moveWalletPair = precompile(
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

const movementByKey = precompile((db, args: { key: string }) =>
  db
    .selectFrom('movements')
    .select(['id', 'reference', 'kind', 'user_id', 'convert_type', 'plat_type', 'amount_minor', 'phase', 'pending_id', 'created_at'])
    .where('movement_key', '=', args.key),
);

/** What a movement will write, worked out before anything is. */
interface Plan {
  row: Omit<MovementRow, 'reference' | 'createdAt'> & { referencePrefix: string };
  /** Entries that apply now (ledger_entries). */
  entries: Leg[];
  /** Entries that wait for a post (pending_entries). */
  pendingEntries: Leg[];
  balanceDeltas: Map<number, number>;
  heldDeltas: Map<number, number>;
}

const walletOf = (leg: Leg) => ('walletId' in leg.account ? leg.account.walletId : null);
const houseOf = (leg: Leg) => ('house' in leg.account ? leg.account.house : null);

const add = (deltas: Map<number, number>, walletId: number, amount: number) =>
  deltas.set(walletId, (deltas.get(walletId) ?? 0) + amount);

/** The legs' content in a fixed order, to tell a replay of a key from another movement under it. */
const legsFingerprint = (legs: { wallet: number | null; house: string | null; amount: number }[]) =>
  legs
    .map((leg) => `${leg.wallet ?? ''}/${leg.house ?? ''}/${leg.amount}`)
    .sort()
    .join(',');

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
async function replayOf(trx: Transaction<Database>, plan: Plan, wallets: Map<number, LedgerWallet>): Promise<Movement | null> {
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
async function apply(trx: Transaction<Database>, clock: Clock, plan: Plan, known: Iterable<LedgerWallet>): Promise<Movement> {
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

function planOf(input: MovementInput, phase: 'single' | 'pending'): Plan {
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

/**
 * postMovement's plain case as part of a synchronous SQLite step (see runStep in db/groupCommitSqlite):
 * two entries against two of the member's wallets, both read in the same step and passed in, each able
 * to afford it, and a key never used. Answers null, having written nothing, when any of that does not
 * hold; the caller then takes the ordinary path, which refuses or replays exactly as it always does.
 */
export function postMovementInStep(
  db: Kysely<Database>,
  step: SqliteStep,
  clock: Clock,
  input: MovementInput,
  locked: Iterable<LedgerWallet>,
): Movement | null {
  const plan = planOf(input, 'single');
  const known = new Map([...locked].map((wallet) => [wallet.id, wallet]));
  const ids = [...plan.balanceDeltas.keys()].sort((a, b) => a - b);
  if (plan.entries.length !== 2 || ids.length !== 2 || plan.heldDeltas.size > 0) return null;
  const after = new Map<number, LedgerWallet>();
  for (const id of ids) {
    const wallet = known.get(id);
    if (!wallet || wallet.user_id !== plan.row.userId) return null;
    const next = { ...wallet, balance_minor: wallet.balance_minor + plan.balanceDeltas.get(id)! };
    if (availableMinor(next) < 0) return null;
    after.set(id, next);
  }
  const createdAt = clock.now();
  const reference = newReference(plan.row.referencePrefix, createdAt);
  const inserted = insertMovementInStep.inStep(db, step, { reference, createdAt, ...plan.row });
  if (inserted.numAffectedRows !== 1n) return null;
  const movementId = Number(inserted.insertId);
  const [first, second] = plan.entries;
  insertEntryPair.inStep(db, step, {
    movementId,
    firstWallet: walletOf(first),
    firstHouse: houseOf(first),
    firstAmount: first.amountMinor,
    secondWallet: walletOf(second),
    secondHouse: houseOf(second),
    secondAmount: second.amountMinor,
  });
  moveWalletPair.inStep(db, step, {
    first: ids[0],
    firstBalance: plan.balanceDeltas.get(ids[0])!,
    firstHeld: 0,
    second: ids[1],
    secondBalance: plan.balanceDeltas.get(ids[1])!,
    secondHeld: 0,
  });
  return { id: movementId, key: plan.row.key, reference, phase: plan.row.phase, createdAt, replayed: false, wallets: after };
}

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

export interface LedgerAudit {
  wallets: number;
  movements: number;
  /** Pending movements still open, and those posted or voided. */
  pending: { open: number; posted: number; voided: number };
  /** One line per problem found; none when the books are consistent. */
  problems: string[];
  /** Sum of every house account's entries (negative: money the house has put into members' wallets). */
  houseTotals: Record<string, number>;
}

/**
 * Recomputes every wallet from its ledger entries and its holds from the open pending movements, and
 * checks that every movement sums to zero, that every pending movement is open or settled exactly once,
 * and that no wallet holds more than it has.
 */
export async function auditLedger(db: Kysely<Database>): Promise<LedgerAudit> {
  const problems: string[] = [];
  const wallets = await db
    .selectFrom('wallets')
    .select(['id', 'user_id', 'venue', 'balance_minor', 'held_minor'])
    .orderBy('id')
    .execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['wallet_id', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .where('wallet_id', 'is not', null)
    .groupBy('wallet_id')
    .execute();
  const holds = await db
    .selectFrom('pending_entries')
    .innerJoin('movements', 'movements.id', 'pending_entries.movement_id')
    .select(['pending_entries.wallet_id', (eb) => eb.fn.sum<number>('pending_entries.amount_minor').as('total')])
    .where('pending_entries.wallet_id', 'is not', null)
    .where('pending_entries.amount_minor', '<', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('movements as settling').select('settling.id').whereRef('settling.pending_id', '=', 'movements.id'))),
    )
    .groupBy('pending_entries.wallet_id')
    .execute();
  const ledgerOf = new Map(sums.map((row) => [Number(row.wallet_id), Number(row.total)]));
  const heldOf = new Map(holds.map((row) => [Number(row.wallet_id), -Number(row.total)]));
  for (const wallet of wallets) {
    const cached = Number(wallet.balance_minor);
    const held = Number(wallet.held_minor);
    const ledger = ledgerOf.get(wallet.id) ?? 0;
    const reserved = heldOf.get(wallet.id) ?? 0;
    ledgerOf.delete(wallet.id);
    heldOf.delete(wallet.id);
    const name = `wallet ${wallet.id} (member ${wallet.user_id}, ${wallet.venue})`;
    if (cached !== ledger) problems.push(`${name}: cached balance ${cached} differs from its entries' sum ${ledger}`);
    if (cached < 0) problems.push(`${name}: negative balance ${cached}`);
    if (held !== reserved) problems.push(`${name}: holds ${held} but its open pending movements reserve ${reserved}`);
    if (held > cached) problems.push(`${name}: holds ${held}, more than its balance ${cached} (negative available balance)`);
  }
  for (const [walletId, total] of ledgerOf) problems.push(`entries of unknown wallet ${walletId} sum to ${total}`);
  for (const [walletId, total] of heldOf) problems.push(`pending entries of unknown wallet ${walletId} reserve ${total}`);

  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['movement_id', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .groupBy('movement_id')
    .having((eb) => eb.fn.sum('amount_minor'), '<>', 0)
    .orderBy('movement_id')
    .execute();
  for (const row of unbalanced) problems.push(`movement ${row.movement_id}: entries sum to ${Number(row.total)}, not 0`);

  problems.push(...(await auditPhases(db)));

  const house = await db
    .selectFrom('ledger_entries')
    .select(['house_account', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .where('house_account', 'is not', null)
    .groupBy('house_account')
    .execute();
  const phases = await db
    .selectFrom('movements')
    .select(['phase', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('phase')
    .execute();
  const count = (phase: MovementPhase) => Number(phases.find((row) => row.phase === phase)?.n ?? 0);
  return {
    wallets: wallets.length,
    movements: phases.reduce((sum, row) => sum + Number(row.n), 0),
    pending: { open: count('pending') - count('post') - count('void'), posted: count('post'), voided: count('void') },
    problems,
    houseTotals: Object.fromEntries(house.map((row) => [String(row.house_account), Number(row.total)])),
  };
}

/** Each movement's entries fit its phase, and every post or void settles one pending movement, once. */
async function auditPhases(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const movements = await db
    .selectFrom('movements')
    .select(['id', 'phase', 'pending_id', (eb) => eb.selectFrom('ledger_entries').select((e) => e.fn.countAll<number>().as('n')).whereRef('ledger_entries.movement_id', '=', 'movements.id').as('entries'), (eb) => eb.selectFrom('pending_entries').select((e) => e.fn.countAll<number>().as('n')).whereRef('pending_entries.movement_id', '=', 'movements.id').as('pendingEntries')])
    .orderBy('id')
    .execute();
  const byId = new Map(movements.map((row) => [row.id, row]));
  const settledBy = new Map<number, number[]>();
  for (const movement of movements) {
    const entries = Number(movement.entries);
    const pendingEntries = Number(movement.pendingEntries);
    const name = `movement ${movement.id} (${movement.phase})`;
    if (movement.phase !== 'pending' && pendingEntries > 0) problems.push(`${name}: has pending entries`);
    if ((movement.phase === 'pending' || movement.phase === 'void') && entries > 0) problems.push(`${name}: has ledger entries`);
    if ((movement.phase === 'single' || movement.phase === 'post') && entries === 0) problems.push(`${name}: moves no money`);
    if (movement.phase === 'pending' && pendingEntries === 0) problems.push(`${name}: reserves nothing`);
    if (movement.pending_id !== null) {
      const pendingId = Number(movement.pending_id);
      settledBy.set(pendingId, [...(settledBy.get(pendingId) ?? []), movement.id]);
      if (byId.get(pendingId)?.phase !== 'pending') problems.push(`${name}: settles movement ${pendingId}, which is not pending`);
    }
  }
  for (const [pendingId, settling] of settledBy) {
    if (settling.length > 1) problems.push(`movement ${pendingId} (pending): settled ${settling.length} times, by ${settling.join(', ')}`);
  }
  // A post applies exactly what its pending movement reserved.
  const posted = await db
    .selectFrom('movements as post')
    .innerJoin('ledger_entries', 'ledger_entries.movement_id', 'post.id')
    .select(['post.id', 'post.pending_id', 'ledger_entries.wallet_id', 'ledger_entries.house_account', 'ledger_entries.amount_minor'])
    .where('post.phase', '=', 'post')
    .execute();
  const reserved = await db
    .selectFrom('pending_entries')
    .select(['movement_id', 'wallet_id', 'house_account', 'amount_minor'])
    .where('movement_id', 'in', db.selectFrom('movements').select('pending_id').where('phase', '=', 'post').where('pending_id', 'is not', null).$castTo<number>())
    .execute();
  type Legs = { wallet: number | null; house: string | null; amount: number }[];
  const legsBy = (rows: { owner: number; wallet_id: number | null; house_account: string | null; amount_minor: number }[]) => {
    const grouped = new Map<number, Legs>();
    for (const row of rows) {
      grouped.set(row.owner, [...(grouped.get(row.owner) ?? []), { wallet: row.wallet_id, house: row.house_account, amount: Number(row.amount_minor) }]);
    }
    return grouped;
  };
  const postedLegs = legsBy(posted.map((row) => ({ ...row, owner: row.id })));
  const reservedLegs = legsBy(reserved.map((row) => ({ ...row, owner: row.movement_id })));
  for (const [postId, legs] of postedLegs) {
    const pendingId = Number(byId.get(postId)?.pending_id);
    if (legsFingerprint(legs) !== legsFingerprint(reservedLegs.get(pendingId) ?? [])) {
      problems.push(`movement ${postId} (post): its entries differ from those movement ${pendingId} reserved`);
    }
  }
  return problems;
}
