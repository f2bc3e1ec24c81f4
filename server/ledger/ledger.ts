import { randomUUID } from 'node:crypto';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import { precompile } from '../db/precompiled';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { badRequest } from '../errors';

/**
 * The one place that changes a balance. A movement is a row with its type, reference and member, plus
 * entries against member wallets or house accounts that sum to zero; the wallets' cached balances move
 * in the same transaction, after their rows are locked in id order. No balance ever goes below zero:
 * the movement is refused before it is written, and the database's CHECK (balance_minor >= 0) backs it.
 */

/** A venue wallet's lock ends once its balance is under 5.00 (spec section 9). */
export const UNLOCK_BELOW_MINOR = 500;

/** Named accounts of the house: the other side of money that enters or leaves the members' wallets. */
export const HOUSE = { sandbox: 'sandbox' } as const;
export type HouseAccount = (typeof HOUSE)[keyof typeof HOUSE];

/** Transfer record types of spec section 3. */
export const CONVERT_TYPE = {
  quotaIn: 1,
  quotaOut: 2,
  freeIn: 3,
  freeOut: 4,
  freeOn: 5,
  freeOff: 6,
} as const;
export type ConvertType = (typeof CONVERT_TYPE)[keyof typeof CONVERT_TYPE];

export const MOVEMENT_KIND = { transfer: 'transfer', sandboxAdjustment: 'sandbox_adjustment' } as const;
export type MovementKind = (typeof MOVEMENT_KIND)[keyof typeof MOVEMENT_KIND];

export const MOVEMENT_STATUS_SUCCESS = 1;

export type LedgerAccount = { walletId: number } | { house: HouseAccount };

export interface Leg {
  account: LedgerAccount;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountMinor: number;
}

export interface MovementInput {
  kind: MovementKind;
  userId: number;
  convertType?: ConvertType | null;
  platType?: string | null;
  /** The amount shown in records (minor units, not negative). */
  amountMinor: number;
  legs: Leg[];
}

export interface PostedMovement {
  id: number;
  reference: string;
  createdAt: number;
  /** The movement's wallets as they stand after it, by id. */
  wallets: Map<number, LockedWallet>;
}

/** The lock state of a wallet row as members see it. */
export const isLocked = (wallet: { locked: number; balance_minor: number }) =>
  wallet.locked === 1 && Number(wallet.balance_minor) >= UNLOCK_BELOW_MINOR;

export interface LockedWallet {
  id: number;
  user_id: number;
  venue: string;
  balance_minor: number;
  locked: number;
}

const WALLET_COLUMNS = ['id', 'user_id', 'venue', 'balance_minor', 'locked'] as const;

/**
 * Wallet rows for update. PostgreSQL locks them (select … for update), in ascending id order so that
 * two transactions never wait on each other; SQLite needs neither, since a transaction holds the
 * database's one connection and so is its only writer (and sorting there costs a temporary b-tree).
 */
const lockInIdOrder =
  (db: Kysely<Database>) =>
  <QB extends SelectQueryBuilder<Database, 'wallets', object>>(query: QB): QB =>
    isPostgres(db) ? (query.orderBy('id').forUpdate() as QB) : query;

/** Rows in id order on either engine. */
const byId = <Row extends { id: number }>(rows: Row[]) => rows.sort((a, b) => a.id - b.id);

const toLockedWallet = (row: LockedWallet): LockedWallet => ({
  ...row,
  balance_minor: Number(row.balance_minor),
  locked: Number(row.locked),
});

/** Reads wallet rows for update (see lockInIdOrder), answered by id. */
export async function lockWallets(trx: Transaction<Database>, walletIds: number[]): Promise<Map<number, LockedWallet>> {
  const ids = [...new Set(walletIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('wallets')
    .select(WALLET_COLUMNS)
    .where('id', 'in', ids)
    .$call(lockInIdOrder(trx))
    .execute();
  if (rows.length !== ids.length) throw new Error(`ledger: wallet rows missing among ${ids.join(', ')}`);
  return new Map(byId(rows).map((row) => [row.id, toLockedWallet(row)]));
}

/** The common case of lockMemberWallets (a transfer's two wallets, or one named twice), precompiled. */
const lockTwoWallets = precompile((db, args: { userId: number; first: string; second: string }) =>
  db
    .selectFrom('wallets')
    .select(WALLET_COLUMNS)
    .where('user_id', '=', args.userId)
    .where('venue', 'in', [args.first, args.second])
    .$call(lockInIdOrder(db)),
);

/**
 * A member's wallets for the named venues (central or plat_types), locked as lockWallets does and
 * keyed by venue; a wallet the member has never used is opened at 0.00 first.
 */
export async function lockMemberWallets(
  db: Kysely<Database>,
  userId: number,
  venues: string[],
): Promise<Map<string, LockedWallet>> {
  const read = () =>
    venues.length <= 2
      ? lockTwoWallets.execute(db, { userId, first: venues[0], second: venues[1] ?? venues[0] })
      : db
          .selectFrom('wallets')
          .select(WALLET_COLUMNS)
          .where('user_id', '=', userId)
          .where('venue', 'in', venues)
          .$call(lockInIdOrder(db))
          .execute();
  let rows = await read();
  if (rows.length < new Set(venues).size) {
    const held = new Set(rows.map((row) => row.venue));
    await db
      .insertInto('wallets')
      .values(venues.filter((venue) => !held.has(venue)).map((venue) => ({ user_id: userId, venue, balance_minor: 0 })))
      .onConflict((oc) => oc.columns(['user_id', 'venue']).doNothing())
      .execute();
    rows = await read();
  }
  return new Map(byId(rows).map((row) => [row.venue, toLockedWallet(row)]));
}

const insertMovement = precompile(
  (
    db,
    args: {
      reference: string;
      kind: MovementKind;
      userId: number;
      convertType: ConvertType | null;
      platType: string | null;
      amountMinor: number;
      createdAt: number;
    },
  ) =>
    db
      .insertInto('movements')
      .values({
        reference: args.reference,
        kind: args.kind,
        user_id: args.userId,
        convert_type: args.convertType,
        plat_type: args.platType,
        amount_minor: args.amountMinor,
        created_at: args.createdAt,
      })
      .returning('id'),
);

type EntryValues = {
  movementId: number;
  walletId: number | null;
  house: HouseAccount | null;
  amountMinor: number;
};

const insertEntry = precompile((db, args: EntryValues) =>
  db.insertInto('ledger_entries').values({
    movement_id: args.movementId,
    wallet_id: args.walletId,
    house_account: args.house,
    amount_minor: args.amountMinor,
  }),
);

/** A movement's usual shape, one debit and one credit, in one statement. */
const insertEntryPair = precompile(
  (
    db,
    args: {
      movementId: number;
      firstWallet: number | null;
      firstHouse: HouseAccount | null;
      firstAmount: number;
      secondWallet: number | null;
      secondHouse: HouseAccount | null;
      secondAmount: number;
    },
  ) =>
    db.insertInto('ledger_entries').values([
      { movement_id: args.movementId, wallet_id: args.firstWallet, house_account: args.firstHouse, amount_minor: args.firstAmount },
      { movement_id: args.movementId, wallet_id: args.secondWallet, house_account: args.secondHouse, amount_minor: args.secondAmount },
    ]),
);

/** The row is locked by the caller, so the lock state written is the one just computed from it. */
const moveBalance = precompile((db, args: { walletId: number; delta: number; locked: number }) =>
  db
    .updateTable('wallets')
    .set((eb) => ({ balance_minor: eb('balance_minor', '+', args.delta), locked: args.locked }))
    .where('id', '=', args.walletId),
);

/** Time plus 32 random bits; randomUUID draws from a pooled buffer, where randomBytes asks the system each time. */
/**
 * Both wallets of a transfer in one statement. The casts give PostgreSQL the parameters' types, which
 * it cannot infer inside a CASE.
 */
const moveBalancePair = precompile(
  (
    db,
    args: { first: number; firstDelta: number; firstLocked: number; second: number; secondDelta: number; secondLocked: number },
  ) =>
    db
      .updateTable('wallets')
      .set((eb) => {
        const pick = (first: number, second: number, type: 'bigint' | 'integer') =>
          eb
            .case()
            .when('id', '=', args.first)
            .then(eb.cast<number>(eb.val(first), type))
            .else(eb.cast<number>(eb.val(second), type))
            .end();
        return {
          balance_minor: eb('balance_minor', '+', pick(args.firstDelta, args.secondDelta, 'bigint')),
          locked: pick(args.firstLocked, args.secondLocked, 'integer'),
        };
      })
      .where('id', 'in', [args.first, args.second]),
);

const newReference = (kind: MovementKind, now: number) =>
  `${kind === MOVEMENT_KIND.transfer ? 'TR' : 'SB'}${now}${randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * Writes one movement and moves the cached balances of its wallets. Throws error.insufficientBalance
 * (and writes nothing) when a wallet would go below zero. A venue wallet that ends under 5.00 unlocks.
 * `locked` passes wallets the caller has already locked in this transaction, so they are not read twice.
 */
export async function postMovement(
  trx: Transaction<Database>,
  clock: Clock,
  input: MovementInput,
  locked: Iterable<LockedWallet> = [],
): Promise<PostedMovement> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 0) throw new Error('ledger: bad movement amount');
  let sum = 0;
  const deltas = new Map<number, number>();
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amountMinor) || leg.amountMinor === 0) throw new Error('ledger: bad entry amount');
    sum += leg.amountMinor;
    if ('walletId' in leg.account) {
      deltas.set(leg.account.walletId, (deltas.get(leg.account.walletId) ?? 0) + leg.amountMinor);
    }
  }
  if (sum !== 0) throw new Error('ledger: entries do not sum to zero');

  const wallets = new Map([...locked].map((wallet) => [wallet.id, wallet]));
  const unread = [...deltas.keys()].filter((walletId) => !wallets.has(walletId));
  for (const [id, wallet] of await lockWallets(trx, unread)) wallets.set(id, wallet);
  for (const [walletId, delta] of deltas) {
    const wallet = wallets.get(walletId)!;
    if (wallet.user_id !== input.userId) throw new Error('ledger: a movement touches another member’s wallet');
    if (wallet.balance_minor + delta < 0) throw badRequest('error.insufficientBalance');
  }

  const createdAt = clock.now();
  const reference = newReference(input.kind, createdAt);
  const { id } = (await insertMovement.executeTakeFirst(trx, {
    reference,
    kind: input.kind,
    userId: input.userId,
    convertType: input.convertType ?? null,
    platType: input.platType ?? null,
    amountMinor: input.amountMinor,
    createdAt,
  }))!;
  const entries = input.legs.map((leg) => ({
    movementId: id,
    walletId: 'walletId' in leg.account ? leg.account.walletId : null,
    house: 'house' in leg.account ? leg.account.house : null,
    amountMinor: leg.amountMinor,
  }));
  if (entries.length === 2) {
    const [first, second] = entries;
    await insertEntryPair.execute(trx, {
      movementId: id,
      firstWallet: first.walletId,
      firstHouse: first.house,
      firstAmount: first.amountMinor,
      secondWallet: second.walletId,
      secondHouse: second.house,
      secondAmount: second.amountMinor,
    });
  } else {
    for (const entry of entries) await insertEntry.execute(trx, entry);
  }
  const after = new Map<number, LockedWallet>();
  for (const [walletId, delta] of deltas) {
    const wallet = wallets.get(walletId)!;
    const unlocks = wallet.locked === 1 && wallet.balance_minor + delta < UNLOCK_BELOW_MINOR;
    after.set(walletId, { ...wallet, balance_minor: wallet.balance_minor + delta, locked: unlocks ? 0 : wallet.locked });
  }
  const moved = [...after.values()].filter((wallet) => deltas.get(wallet.id) !== 0).sort((a, b) => a.id - b.id);
  if (moved.length === 2) {
    const [first, second] = moved;
    await moveBalancePair.execute(trx, {
      first: first.id,
      firstDelta: deltas.get(first.id)!,
      firstLocked: first.locked,
      second: second.id,
      secondDelta: deltas.get(second.id)!,
      secondLocked: second.locked,
    });
  } else {
    for (const wallet of moved) await moveBalance.execute(trx, { walletId: wallet.id, delta: deltas.get(wallet.id)!, locked: wallet.locked });
  }
  return { id, reference, createdAt, wallets: after };
}

export interface LedgerAudit {
  wallets: number;
  movements: number;
  /** One line per problem: a cached balance that differs from its entries, a negative balance, an unbalanced movement. */
  problems: string[];
  /** Sum of every house account's entries (negative: money the house has put into members' wallets). */
  houseTotals: Record<string, number>;
}

/** Recomputes every wallet from its ledger entries and checks every movement sums to zero. */
export async function auditLedger(db: Kysely<Database>): Promise<LedgerAudit> {
  const problems: string[] = [];
  const wallets = await db
    .selectFrom('wallets')
    .select(['id', 'user_id', 'venue', 'balance_minor'])
    .orderBy('id')
    .execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['wallet_id', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .where('wallet_id', 'is not', null)
    .groupBy('wallet_id')
    .execute();
  const ledgerOf = new Map(sums.map((row) => [Number(row.wallet_id), Number(row.total)]));
  for (const wallet of wallets) {
    const cached = Number(wallet.balance_minor);
    const ledger = ledgerOf.get(wallet.id) ?? 0;
    ledgerOf.delete(wallet.id);
    const name = `wallet ${wallet.id} (member ${wallet.user_id}, ${wallet.venue})`;
    if (cached !== ledger) problems.push(`${name}: cached balance ${cached} differs from its entries' sum ${ledger}`);
    if (cached < 0) problems.push(`${name}: negative balance ${cached}`);
  }
  for (const [walletId, total] of ledgerOf) problems.push(`entries of unknown wallet ${walletId} sum to ${total}`);

  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['movement_id', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .groupBy('movement_id')
    .having((eb) => eb.fn.sum('amount_minor'), '<>', 0)
    .orderBy('movement_id')
    .execute();
  for (const row of unbalanced) problems.push(`movement ${row.movement_id}: entries sum to ${Number(row.total)}, not 0`);

  const house = await db
    .selectFrom('ledger_entries')
    .select(['house_account', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
    .where('house_account', 'is not', null)
    .groupBy('house_account')
    .execute();
  const movements = await db
    .selectFrom('movements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    wallets: wallets.length,
    movements: Number(movements.n),
    problems,
    houseTotals: Object.fromEntries(house.map((row) => [String(row.house_account), Number(row.total)])),
  };
}
