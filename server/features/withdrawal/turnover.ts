import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';

/**
 * The turnover requirement (spec section 9: 1x each deposit, or a promotion's multiple): the sum of the
 * requirements recorded since the member's last paid withdrawal, less the valid turnover settled since
 * the first of them. A paid withdrawal clears what came before it.
 *
 * Valid turnover is the bets feature's (h-bets: validTurnover(db, memberId, fromMs, toMs) in
 * server/features/bets/service.ts). Until that is on this branch it is read here from the `bets` table
 * when one exists (settled bets, status 1, by settle time), else 0. LEAD: when h-bets is merged, replace
 * `validTurnoverSince` with a call of validTurnover(db, userId, fromMs, now + 1).
 */

const BET_SETTLED = 1;
const betsTableKnown = new WeakMap<object, boolean>();

async function hasBetsTable(db: Kysely<Database>): Promise<boolean> {
  const known = betsTableKnown.get(db);
  if (known !== undefined) return known;
  const { rows } = isPostgres(db)
    ? await sql<{ n: number | string }>`select count(*) as n from pg_tables where tablename = 'bets' and schemaname = current_schema()`.execute(db)
    : await sql<{ n: number | string }>`select count(*) as n from sqlite_master where type = 'table' and name = 'bets'`.execute(db);
  const found = Number(rows[0]?.n ?? 0) > 0;
  // Only a found table is remembered: a migration may still create it while the server runs.
  if (found) betsTableKnown.set(db, true);
  return found;
}

async function validTurnoverSince(db: Kysely<Database>, userId: number, fromMs: number, toMs: number): Promise<number> {
  if (!(await hasBetsTable(db))) return 0;
  const { rows } = await sql<{ total: number | string | null }>`
    select coalesce(sum(valid_stake_minor), 0) as total from bets
    where user_id = ${userId} and status = ${BET_SETTLED} and settled_at >= ${fromMs} and settled_at < ${toMs}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Turnover the member still owes before money may leave, in minor units (0: free to withdraw). */
export async function remainingTurnoverMinor(db: Kysely<Database>, userId: number, now: number): Promise<number> {
  const lastPaid = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.max('reviewed_at').as('at'))
    .where('user_id', '=', userId)
    .where('status', '=', WITHDRAW_STATUS.paid)
    .executeTakeFirst();
  const since = lastPaid?.at === null || lastPaid?.at === undefined ? -1 : Number(lastPaid.at);
  const owed = await db
    .selectFrom('turnover_requirements')
    .select((eb) => [eb.fn.sum<number>('required_minor').as('required'), eb.fn.min<number>('created_at').as('first')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const required = Number(owed.required ?? 0);
  if (required === 0) return 0;
  const done = await validTurnoverSince(db, userId, Number(owed.first), now + 1);
  return Math.max(0, required - done);
}
