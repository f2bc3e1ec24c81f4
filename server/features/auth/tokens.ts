import { hash, randomBytes } from 'node:crypto';
import type { Kysely, SelectQueryBuilder } from 'kysely';
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

/** What every session read answers (SESSION_COLUMNS), whatever it reads beside. */
interface SessionFields {
  sessionId: number;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  userId: number;
  userName: string;
  languageType: number | null;
}

/** A read of the live session a token names, and of whatever its query reads with it. */
export interface SessionReader<T> {
  /** The answer of a live session, or null for none. */
  read(db: Kysely<Database>, clock: Clock, token: string): Promise<T | null>;
  /**
   * read answered at once, without a promise, when it needs no wait: a read the database can run now
   * (SQLite with its connection free, nearly always) of a session not due a last-seen write. Undefined
   * when it cannot; the caller then waits for read.
   */
  now(db: Kysely<Database>, clock: Clock, token: string): T | null | undefined;
}

/**
 * A session reader over `select` (sessions joined with users, SESSION_COLUMNS and anything else), by the
 * token's hash: on SQLite one query per call, on PostgreSQL the reads that arrive together in one query
 * (coalescedRead). The session rules (sessionStanding, the last-seen write) are applied here for every
 * reader alike; `answer` makes the caller's value of a live session's row.
 */
export function sessionReader<Row extends SessionFields, T>(
  select: (db: Kysely<Database>) => SelectQueryBuilder<Database, 'sessions' | 'users', Row>,
  answer: (row: Row) => T,
): SessionReader<T> {
  const byTokenHash = precompile((db, args: { tokenHash: string }) => select(db).where('sessions.token_hash', '=', args.tokenHash));
  const byTokenHashes = precompile((db, args: { keys: string[] }) =>
    select(db)
      .select('sessions.token_hash as tokenHash')
      .where('sessions.token_hash', '=', (eb) => eb.fn.any(eb.val(args.keys))),
  );
  const coalesced = coalescedRead(byTokenHashes, (row) => row.tokenHash);
  return {
    async read(db, clock, token) {
      if (!plausibleToken(token)) return null;
      const tokenHash = digest(token);
      const row = isPostgres(db) ? await coalesced(db, tokenHash) : await byTokenHash.executeTakeFirst(db, { tokenHash });
      const now = clock.now();
      const standing = row ? sessionStanding(row, now) : 'ended';
      if (!row || standing === 'ended') return null;
      if (standing === 'touch') await touchSession(db, row.sessionId, now);
      return answer(row);
    },
    now(db, clock, token) {
      if (!plausibleToken(token)) return null;
      if (isPostgres(db)) return undefined;
      const rows = byTokenHash.now(db, { tokenHash: digest(token) });
      if (rows === null) return undefined;
      const row = rows[0];
      const standing = row ? sessionStanding(row, clock.now()) : 'ended';
      if (!row || standing === 'ended') return null;
      return standing === 'touch' ? undefined : answer(row);
    },
  };
}

/** The member of a session row. */
export const memberOf = (row: SessionFields): AuthenticatedMember => ({
  sessionId: row.sessionId,
  userId: row.userId,
  userName: row.userName,
  languageType: row.languageType,
});

/** The member a token's live session belongs to: the check every member call opens with. */
export const memberSession = sessionReader(
  (db) => db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select(SESSION_COLUMNS),
  (row): { member: AuthenticatedMember } => ({ member: memberOf(row) }),
);

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
