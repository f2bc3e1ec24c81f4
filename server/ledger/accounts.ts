import { randomUUID } from 'node:crypto';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database, MovementPhase } from '../db/schema';

/**
 * The ledger's accounts and the shapes every part of it speaks: member wallets (rows of `wallets`) and
 * the house's named accounts, the legs of a movement, and the wallet rows it reads for update. Opening a
 * wallet and setting its flag are here too: `wallets` is written by the ledger alone.
 */

/** Named accounts of the house: the other side of money that enters or leaves the members' wallets. */
export const HOUSE = { sandbox: 'sandbox', deposits: 'deposits', bets: 'bets', withdrawals: 'withdrawals', welfare: 'welfare', promotions: 'promotions', agents: 'agents' } as const;
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

export const walletOf = (leg: Leg) => ('walletId' in leg.account ? leg.account.walletId : null);
export const houseOf = (leg: Leg) => ('house' in leg.account ? leg.account.house : null);

/** A movement's legs as written in its entries' columns. */
export type EntryLeg = { wallet: number | null; house: string | null; amount: number };

/** The legs' content in a fixed order, to tell a replay of a key from another movement under it. */
export const legsFingerprint = (legs: EntryLeg[]) =>
  legs
    .map((leg) => `${leg.wallet ?? ''}/${leg.house ?? ''}/${leg.amount}`)
    .sort()
    .join(',');

/** Opens the member's wallets for `venues` at 0.00; a wallet already open is left as it is. */
export async function openWallets(db: Kysely<Database>, userId: number, venues: string[]): Promise<void> {
  if (venues.length === 0) return;
  await db
    .insertInto('wallets')
    .values(venues.map((venue) => ({ user_id: userId, venue, balance_minor: 0 })))
    .onConflict((oc) => oc.columns(['user_id', 'venue']).doNothing())
    .execute();
}

/**
 * Sets a wallet's flag (the wallet feature's promotion lock: the ledger stores it and never reads it)
 * when its balance is at least `minBalanceMinor`; answers whether the flag was set.
 */
export async function flagWallet(db: Kysely<Database>, walletId: number, minBalanceMinor: number): Promise<boolean> {
  const result = await db
    .updateTable('wallets')
    .set({ locked: 1 })
    .where('id', '=', walletId)
    .where('balance_minor', '>=', minBalanceMinor)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Clears the flag of those of the wallets whose balance is under `belowMinor`. */
export async function unflagWallets(trx: Transaction<Database>, walletIds: number[], belowMinor: number): Promise<void> {
  if (walletIds.length === 0) return;
  await trx.updateTable('wallets').set({ locked: 0 }).where('id', 'in', walletIds).where('balance_minor', '<', belowMinor).execute();
}
