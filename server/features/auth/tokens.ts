import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { precompile } from '../../db/precompiled';
import { coalescedRead } from '../../db/coalescedRead';
import { isPostgres } from '../../db/dialect';

/** A session ends after two idle hours or one day in all, whichever comes first. */
export const IDLE_LIMIT_MS = 2 * 60 * 60 * 1000;
export const LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Last-seen is written at most once a minute so that reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthenticatedMember {
  sessionId: number;
  userId: number;
  userName: string;
  languageType: number | null;
}

/**
 * What the sessions table keeps of a token: its SHA-256, never the token. Every member call works it
 * out; the one-shot hash costs less than half of a Hash object's.
 */
export const digest = (token: string) => hash('sha256', token, 'hex');

/** A token the server never issues (empty or over-long) is not looked up. */
export const plausibleToken = (token: string) => token !== '' && token.length <= 128;

/** A session row's standing at `now`: ended (revoked, idle or too old), live, or live and due a last-seen write. */
export function sessionStanding(row: { createdAt: number; lastSeenAt: number; revokedAt: number | null }, now: number): 'ended' | 'live' | 'touch' {
  if (row.revokedAt !== null) return 'ended';
  if (now - Number(row.lastSeenAt) > IDLE_LIMIT_MS || now - Number(row.createdAt) > LIFETIME_MS) return 'ended';
  return now - Number(row.lastSeenAt) > TOUCH_INTERVAL_MS ? 'touch' : 'live';
}

export async function touchSession(db: Kysely<Database>, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function issueToken(db: Kysely<Database>, clock: Clock, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: digest(token), created_at: now, last_seen_at: now, revoked_at: null })
    .execute();
  return token;
}

/** What a token's session tells about its member, read from sessions joined with users (also by the balance query). */
export const SESSION_COLUMNS = [
  'sessions.id as sessionId',
  'sessions.created_at as createdAt',
  'sessions.last_seen_at as lastSeenAt',
  'sessions.revoked_at as revokedAt',
  'users.id as userId',
  'users.user_name as userName',
  'users.language_type as languageType',
] as const;

const sessionOfMember = (db: Kysely<Database>) => db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select(SESSION_COLUMNS);

const sessionByTokenHash = precompile((db, args: { tokenHash: string }) => sessionOfMember(db).where('sessions.token_hash', '=', args.tokenHash));

/** The same read for many tokens at once (PostgreSQL: see coalescedRead), each row with its token's hash. */
const sessionsByTokenHashes = precompile((db, args: { keys: string[] }) =>
  sessionOfMember(db)
    .select('sessions.token_hash as tokenHash')
    .where('sessions.token_hash', '=', (eb) => eb.fn.any(eb.val(args.keys))),
);
const sessionOfTokenHash = coalescedRead(sessionsByTokenHashes, (row) => row.tokenHash);

export async function resolveToken(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<AuthenticatedMember | null> {
  if (!plausibleToken(token)) return null;
  const tokenHash = digest(token);
  const row = isPostgres(db) ? await sessionOfTokenHash(db, tokenHash) : await sessionByTokenHash.executeTakeFirst(db, { tokenHash });
  const now = clock.now();
  const standing = row ? sessionStanding(row, now) : 'ended';
  if (!row || standing === 'ended') return null;
  if (standing === 'touch') await touchSession(db, row.sessionId, now);
  return { sessionId: row.sessionId, userId: row.userId, userName: row.userName, languageType: row.languageType };
}

/**
 * resolveToken answered at once, without a promise, when it needs no wait: a read the database can run
 * now (SQLite with its connection free, nearly always) of a session not due a last-seen write.
 * Undefined when it cannot; the caller then waits for resolveToken.
 */
export function resolveTokenNow(db: Kysely<Database>, clock: Clock, token: string): AuthenticatedMember | null | undefined {
  if (!plausibleToken(token)) return null;
  if (isPostgres(db)) return undefined;
  const rows = sessionByTokenHash.now(db, { tokenHash: digest(token) });
  if (rows === null) return undefined;
  const row = rows[0];
  const standing = row ? sessionStanding(row, clock.now()) : 'ended';
  if (!row || standing === 'ended') return null;
  if (standing === 'touch') return undefined;
  return { sessionId: row.sessionId, userId: row.userId, userName: row.userName, languageType: row.languageType };
}

export async function revokeSession(db: Kysely<Database>, clock: Clock, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: clock.now() }).where('id', '=', sessionId).execute();
}

/** Sessions past their lifetime or idle limit, or revoked, can never open a call again. */
export async function purgeEndedSessions(db: Kysely<Database>, clock: Clock): Promise<number> {
  const now = clock.now();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('revoked_at', 'is not', null),
        eb('created_at', '<', now - LIFETIME_MS),
        eb('last_seen_at', '<', now - IDLE_LIMIT_MS),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
