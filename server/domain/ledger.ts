import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { forUpdate } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { badRequest } from '../http/errors';

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
}

/** The lock state of a wallet row as members see it. */
export const isLocked = (wallet: { locked: number; balance_minor: number }) =>
  wallet.locked === 1 && Number(wallet.balance_minor) >= UNLOCK_BELOW_MINOR;

/** Runs `work` in a transaction, or inside the caller's when `db` already is one. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

export interface LockedWallet {
  id: number;
  user_id: number;
  venue: string;
  balance_minor: number;
  locked: number;
}

/**
 * Reads wallet rows for update, always in ascending id order so that two transactions never wait on
 * each other. PostgreSQL takes row locks (select … for update); SQLite needs none, since a transaction
 * holds the database's one connection and so is its only writer.
 */
export async function lockWallets(trx: Transaction<Database>, walletIds: number[]): Promise<Map<number, LockedWallet>> {
  const ids = [...new Set(walletIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('wallets')
    .select(['id', 'user_id', 'venue', 'balance_minor', 'locked'])
    .where('id', 'in', ids)
    .orderBy('id')
    .$call(forUpdate(trx))
    .execute();
  if (rows.length !== ids.length) throw new Error(`ledger: wallet rows missing among ${ids.join(', ')}`);
  return new Map(rows.map((row) => [row.id, { ...row, balance_minor: Number(row.balance_minor), locked: Number(row.locked) }]));
}

const newReference = (kind: MovementKind, now: number) =>
  `${kind === MOVEMENT_KIND.transfer ? 'TR' : 'SB'}${now}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Writes one movement and moves the cached balances of its wallets. Throws error.insufficientBalance
 * (and writes nothing) when a wallet would go below zero. A venue wallet that ends under 5.00 unlocks.
 */
export async function postMovement(trx: Transaction<Database>, clock: Clock, input: MovementInput): Promise<PostedMovement> {
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

  const wallets = await lockWallets(trx, [...deltas.keys()]);
  for (const [walletId, delta] of deltas) {
    const wallet = wallets.get(walletId)!;
    if (wallet.user_id !== input.userId) throw new Error('ledger: a movement touches another member’s wallet');
    if (wallet.balance_minor + delta < 0) throw badRequest('error.insufficientBalance');
  }

  const createdAt = clock.now();
  const reference = newReference(input.kind, createdAt);
  const { id } = await trx
    .insertInto('movements')
    .values({
      reference,
      kind: input.kind,
      user_id: input.userId,
      convert_type: input.convertType ?? null,
      plat_type: input.platType ?? null,
      amount_minor: input.amountMinor,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.legs.length > 0) {
    await trx
      .insertInto('ledger_entries')
      .values(
        input.legs.map((leg) => ({
          movement_id: id,
          wallet_id: 'walletId' in leg.account ? leg.account.walletId : null,
          house_account: 'house' in leg.account ? leg.account.house : null,
          amount_minor: leg.amountMinor,
        })),
      )
      .execute();
  }
  for (const [walletId, delta] of [...deltas].sort(([a], [b]) => a - b)) {
    if (delta === 0) continue;
    const wallet = wallets.get(walletId)!;
    const unlocks = wallet.locked === 1 && wallet.balance_minor + delta < UNLOCK_BELOW_MINOR;
    await trx
      .updateTable('wallets')
      .set((eb) => ({
        balance_minor: eb('balance_minor', '+', delta),
        ...(unlocks ? { locked: 0 } : {}),
      }))
      .where('id', '=', walletId)
      .execute();
  }
  return { id, reference, createdAt };
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
