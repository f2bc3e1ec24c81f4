import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { sessionAnswer } from '../../http/auth';
import { memberOf, SESSION_COLUMNS, sessionReader, type AuthenticatedMember } from '../auth/tokens';
import { balanceMapOf, type MemberBalances } from './wallets';
import { CENTRAL_WALLET, WALLET_TYPE } from '../../../machines/rules/wallet';
import { member as memberCalls } from '../../../contract/member';
import type { MemberBalanceMap } from '../../../contract/member';
import { formatMinor } from '../../../machines/rules/money';

/**
 * /user/getUserBalance, the call the site polls, in one query: the session of the token (as
 * memberSession reads it) and the member's balances together, so a poll is one round trip to the
 * database instead of two (what matters on PostgreSQL, where each is a network round trip). The
 * session rules are the auth feature's (sessionReader); only the reading is folded.
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
        'users.wallet_type as walletType',
        walletSum(true).as('centralMinor'),
        walletSum(false).as('venuesMinor'),
        centralHeld.as('heldMinor'),
      ];
    });

export interface SessionBalances {
  member: AuthenticatedMember;
  balances: MemberBalances;
  heldMinor: number;
  walletType: number;
}

/** The member of a token's live session and their balances (null when it names none). */
export const sessionBalances = sessionReader(
  sessionAndBalances,
  (row): SessionBalances => ({
    member: memberOf(row),
    balances: { centralMinor: Number(row.centralMinor), venuesMinor: Number(row.venuesMinor) },
    heldMinor: Number(row.heldMinor),
    walletType: Number(row.walletType),
  }),
);

/**
 * The poll's balance map (contract/member.ts: MemberBalanceMap) from the session read. Written out rather
 * than spread: V8 builds `{ ...object, newProperty }` slowly, about 7 µs for this map (docs/performance.md).
 */
export function balanceMapOfSession(session: Pick<SessionBalances, 'balances' | 'heldMinor' | 'walletType'>): MemberBalanceMap {
  const availableMinor = session.balances.centralMinor - session.heldMinor;
  const transferFree = session.walletType === WALLET_TYPE.transferFree;
  const { userBalance, venueBalance, totalBalance } = balanceMapOf(session.balances);
  return {
    userBalance,
    venueBalance,
    totalBalance,
    availableBalance: formatMinor(availableMinor),
    heldBalance: formatMinor(session.heldMinor),
    walletType: transferFree ? WALLET_TYPE.transferFree : WALLET_TYPE.manual,
    playableBalance: formatMinor(availableMinor + (transferFree ? session.balances.venuesMinor : 0)),
  };
}

/**
 * The getUserBalance route: it checks the session itself (on arrival, as every member route's check does,
 * so a guest learns nothing else) with the balances in the same query, and answers from there
 * (sessionAnswer): the call takes no input, so the stages after arrival would do nothing for it. Its hook
 * stands in for the member check the route would otherwise get (server/http/auth.ts, installMemberAccess),
 * so the poll reads its session once. The poll is the site's busiest call: when the answer is at hand it
 * goes out with no promise on the way.
 */
export function balanceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(memberCalls.getUserBalance.path, {
      ...routeOptions(memberCalls.getUserBalance),
      onRequest: sessionAnswer(sessionBalances, ctx, (request, session) => ok(request, { userBalanceMap: balanceMapOfSession(session) })),
      // Never reached: every call is answered or refused on arrival.
      handler: () => {
        throw new Error('getUserBalance is answered by its onRequest hook');
      },
    });
  };
}
