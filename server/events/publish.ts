import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LiveHub } from './hub';
import type { LiveSignal } from './signals';
import type { MessageKind } from '../../machines/rules/messages';

/**
 * What producers call, with the database they write to, once their transaction has committed. The hub is
 * found from the database (one per database a process serves), so a producer that holds only `db` (a
 * scheduled job, a service) publishes in one line without the app's context threaded through it.
 *
 * Publishing is synchronous and O(1): a member without an open stream costs one Map lookup here, and on
 * PostgreSQL one more in the relay's map of members with a stream in another process (NOTIFY only then).
 */

const hubs = new WeakMap<Kysely<Database>, LiveHub>();

export function attachHub(db: Kysely<Database>, hub: LiveHub): void {
  hubs.set(db, hub);
}

export function detachHub(db: Kysely<Database>, hub: LiveHub): void {
  if (hubs.get(db) === hub) hubs.delete(db);
}

export const hubOf = (db: Kysely<Database>): LiveHub | undefined => hubs.get(db);

function publish(db: Kysely<Database>, userId: number | null, signal: LiveSignal): void {
  // A signal from inside a transaction could announce what a rollback then undoes.
  if (db.isTransaction) throw new Error('live events are published after the transaction commits, with the database, not the transaction');
  hubs.get(db)?.publish(userId, signal);
}

/** The member's balances changed. */
export const publishBalance = (db: Kysely<Database>, userId: number) => publish(db, userId, { kind: 'balance' });

/** The member's unread count changed. */
export const publishUnread = (db: Kysely<Database>, userId: number) => publish(db, userId, { kind: 'unread' });

/** A message to everyone was sent, in this tab. */
export const publishMessageToEveryone = (db: Kysely<Database>, tab: MessageKind) => publish(db, null, { kind: 'unreadAdded', tab });

/** Money moved and a message told of it (a deposit credited, a withdrawal paid). */
export function publishMoneyMessage(db: Kysely<Database>, userId: number): void {
  publishBalance(db, userId);
  publishUnread(db, userId);
}

/** A provider settled a deposit order (credited or failed), known by its number: its member is looked up first. */
export function publishOrderSettled(db: Kysely<Database>, orderNo: string): void {
  if (!hubs.has(db)) return;
  void db
    .selectFrom('recharge_orders')
    .select('user_id')
    .where('order_no', '=', orderNo)
    .executeTakeFirst()
    .then((row) => row && publishMoneyMessage(db, Number(row.user_id)))
    .catch((error: Error) => console.error(`live events: deposit ${orderNo}: ${error.message}`));
}

/** One session ended (a logout): its streams end. */
export const publishSessionEnded = (db: Kysely<Database>, userId: number, sessionId: number) =>
  publish(db, userId, { kind: 'end', sessionId, exceptSessionId: null });

/** All of a member's sessions ended but `keep` (a password change; null: all of them). */
export const publishSessionsEnded = (db: Kysely<Database>, userId: number, keep: number | null) =>
  publish(db, userId, { kind: 'end', sessionId: null, exceptSessionId: keep });
