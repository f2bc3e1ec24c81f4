import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { AppContext } from '../../http/context';
import { precompile } from '../../db/precompiled';
import { coalescedRead } from '../../db/coalescedRead';
import { isPostgres } from '../../db/dialect';
import { ok, requestLanguage } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { unauthorized } from '../../errors';
import { digest, plausibleToken, SESSION_COLUMNS, sessionStanding, touchSession, type AuthenticatedMember } from '../auth/tokens';
import { balanceMapOf, type MemberBalances } from './wallets';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { member as memberCalls } from '../../../contract/member';
import type { MemberBalanceMap } from '../../../contract/member';
import { formatMinor } from '../../../machines/rules/money';

/**
 * /user/getUserBalance, the call the site polls, in one query: the session of the token (as
 * resolveToken reads it) and the member's balances together, so a poll is one round trip to the
 * database instead of two (what matters on PostgreSQL, where each is a network round trip). The
 * session rules are the auth feature's (sessionStanding); only the reading is folded.
 */
const sessionAndBalances = (db: Kysely<Database>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => {
      const walletSum = (central: boolean) =>
        eb
          .selectFrom('wallets')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('balance_minor'), inner.lit(0)).as('total'))
          .whereRef('wallets.user_id', '=', 'users.id')
          .where('wallets.venue', central ? '=' : '<>', CENTRAL_WALLET);
      const centralHeld = eb
        .selectFrom('wallets')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('held_minor'), inner.lit(0)).as('held'))
        .whereRef('wallets.user_id', '=', 'users.id')
        .where('wallets.venue', '=', CENTRAL_WALLET);
      return [
        ...SESSION_COLUMNS,
        walletSum(true).as('centralMinor'),
        walletSum(false).as('venuesMinor'),
        centralHeld.as('heldMinor'),
      ];
    });

const sessionWithBalances = precompile((db, args: { tokenHash: string }) => sessionAndBalances(db).where('sessions.token_hash', '=', args.tokenHash));

/** The same read for many tokens at once (PostgreSQL: see coalescedRead), each row with its token's hash. */
const sessionsWithBalances = precompile((db, args: { keys: string[] }) =>
  sessionAndBalances(db)
    .select('sessions.token_hash as tokenHash')
    .where('sessions.token_hash', '=', (eb) => eb.fn.any(eb.val(args.keys))),
);
const sessionBalancesOf = coalescedRead(sessionsWithBalances, (row) => row.tokenHash);

type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionWithBalances.executeTakeFirst>>>;

export interface SessionBalances {
  member: AuthenticatedMember;
  balances: MemberBalances;
  heldMinor: number;
}

const found = (row: SessionRow): SessionBalances => ({
  member: { sessionId: row.sessionId, userId: row.userId, userName: row.userName, languageType: row.languageType },
  balances: { centralMinor: Number(row.centralMinor), venuesMinor: Number(row.venuesMinor) },
  heldMinor: Number(row.heldMinor),
});

/** The member of a live session and their balances; null when the token names no live session. */
export async function sessionBalances(db: Kysely<Database>, clock: Clock, token: string): Promise<SessionBalances | null> {
  if (!plausibleToken(token)) return null;
  const tokenHash = digest(token);
  const row = isPostgres(db) ? await sessionBalancesOf(db, tokenHash) : await sessionWithBalances.executeTakeFirst(db, { tokenHash });
  const now = clock.now();
  const standing = row ? sessionStanding(row, now) : 'ended';
  if (!row || standing === 'ended') return null;
  if (standing === 'touch') await touchSession(db, row.sessionId, now);
  return found(row);
}

/**
 * sessionBalances answered at once, without a promise, when it needs no wait: a read the database
 * can run now (SQLite with its connection free, nearly always) of a session not due a last-seen write.
 * Undefined when it cannot; the caller then waits for sessionBalances.
 */
export function sessionBalancesNow(db: Kysely<Database>, clock: Clock, token: string): SessionBalances | null | undefined {
  if (!plausibleToken(token)) return null;
  if (isPostgres(db)) return undefined;
  const rows = sessionWithBalances.now(db, { tokenHash: digest(token) });
  if (rows === null) return undefined;
  const row = rows[0];
  const standing = row ? sessionStanding(row, clock.now()) : 'ended';
  if (!row || standing === 'ended') return null;
  return standing === 'touch' ? undefined : found(row);
}

/**
 * The getUserBalance route, in a plugin of its own: it checks the session itself (on arrival, as
 * requireMember does, so a guest learns nothing else) with the balances in the same query. The poll is
 * the site's busiest call: when the answer is at hand it goes out with no promise on the way.
 */
export function balanceRoutes({ db, clock }: AppContext) {
  return async (app: FastifyInstance) => {
    const balances = new WeakMap<object, MemberBalanceMap>();
    const admit = (request: FastifyRequest, session: SessionBalances | null): Error | undefined => {
      if (!session) return unauthorized();
      request.member = session.member;
      request.language = requestLanguage(request);
      balances.set(request, {
        ...balanceMapOf(session.balances),
        availableBalance: formatMinor(session.balances.centralMinor - session.heldMinor),
        heldBalance: formatMinor(session.heldMinor),
      });
      return undefined;
    };
    app.post(memberCalls.getUserBalance.path, {
      ...routeOptions(memberCalls.getUserBalance),
      onRequest: (request, _reply, done) => {
        const header = request.headers.token;
        if (typeof header !== 'string') return done(unauthorized());
        const session = sessionBalancesNow(db, clock, header);
        if (session !== undefined) return done(admit(request, session));
        sessionBalances(db, clock, header)
      .then((waited) => admit(request, waited))
      .then(done, done);
      },
      handler: (request) => ok(request, { userBalanceMap: balances.get(request)! }),
    });
  };
}
