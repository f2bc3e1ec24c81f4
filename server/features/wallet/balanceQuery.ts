import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { AppContext } from '../../http/context';
import { precompile } from '../../db/precompiled';
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
const sessionWithBalances = precompile((db, args: { tokenHash: string }) =>
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
    })
    .where('sessions.token_hash', '=', args.tokenHash),
);

/** The member of a live session and their balances; null when the token names no live session. */
export async function sessionBalances(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<{ member: AuthenticatedMember; balances: MemberBalances; heldMinor: number } | null> {
  if (!plausibleToken(token)) return null;
  const row = await sessionWithBalances.executeTakeFirst(db, { tokenHash: digest(token) });
  const now = clock.now();
  const standing = row ? sessionStanding(row, now) : 'ended';
  if (!row || standing === 'ended') return null;
  if (standing === 'touch') await touchSession(db, row.sessionId, now);
  return {
    member: { sessionId: row.sessionId, userId: row.userId, userName: row.userName, languageType: row.languageType },
    balances: { centralMinor: Number(row.centralMinor), venuesMinor: Number(row.venuesMinor) },
    heldMinor: Number(row.heldMinor),
  };
}

/**
 * The getUserBalance route, in a plugin of its own: it checks the session itself (on arrival, as
 * requireMember does, so a guest learns nothing else) with the balances in the same query.
 */
export function balanceRoutes({ db, clock }: AppContext) {
  return async (app: FastifyInstance) => {
    const balances = new WeakMap<object, MemberBalanceMap>();
    app.post(memberCalls.getUserBalance.path, {
      ...routeOptions(memberCalls.getUserBalance),
      onRequest: async (request) => {
        const header = request.headers.token;
        const found = typeof header === 'string' ? await sessionBalances(db, clock, header) : null;
        if (!found) throw unauthorized();
        request.member = found.member;
        request.language = requestLanguage(request);
        balances.set(request, {
          ...balanceMapOf(found.balances),
          availableBalance: formatMinor(found.balances.centralMinor - found.heldMinor),
          heldBalance: formatMinor(found.heldMinor),
        });
      },
      handler: async (request) => ok(request, { userBalanceMap: balances.get(request)! }),
    });
  };
}
