import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../http/context';
import type { Database } from '../../db/schema';
import { ok } from '../../http/envelope';
import { requireMember } from '../../http/auth';
import { text } from '../../http/params';
import { readIdempotencyKey, runIdempotent } from '../../ledger/idempotency';
import { requireVenue, venueWalletView, walletOverview } from './wallets';
import { changeWalletType, checkTransfer, convertMoney, oneTouchTransfer, requireWalletType } from './transfers';
import { readRecordQuery, transactionRecords } from './records';

/** The request's Idempotency-Key header, checked before anything else of a money-moving call. */
export const idempotencyKeyOf = (request: FastifyRequest) => readIdempotencyKey(request.headers['idempotency-key']);

/**
 * Money-moving calls honour an Idempotency-Key header: a repeat answers the first result (with the
 * header Idempotent-Replayed: true) and moves nothing again.
 */
export async function answerIdempotently<T extends object>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  call: { userId: number; key: string | null; request: string },
  work: (trx: Transaction<Database>) => Promise<T>,
) {
  const { answer, replayed } = await runIdempotent(ctx.db, ctx.clock, call, work);
  if (replayed) reply.header('idempotent-replayed', 'true');
  return ok(request, answer as Record<string, unknown>);
}

/** Wallets, transfers, transfer-free mode and transaction records (user and games calls of spec section 7). */
export function walletRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (app: FastifyInstance) => {
    requireMember(app, ctx);

    app.post('/user/getTransWalletBalanceInfo', async (request) =>
      ok(request, await walletOverview(db, request.member!.userId, request.language)),
    );

    app.post('/apiCode/getUserPlatBalance', async (request) => {
      const venue = await requireVenue(db, text(request.query, 'platType'));
      const wallet = await venueWalletView(db, request.member!.userId, venue.plat_type);
      return ok(request, { platBalance: wallet.balance, locked: wallet.locked });
    });

    app.post('/apiCode/convertMoney', async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = request.member!.userId;
      const transfer = checkTransfer({
        from: text(request.query, 'from'),
        to: text(request.query, 'to'),
        amount: text(request.query, 'amount'),
      });
      const described = `convertMoney ${transfer.inward ? 'in' : 'out'} ${transfer.platType} ${transfer.amountMinor}`;
      return answerIdempotently(ctx, request, reply, { userId, key, request: described }, (trx) =>
        convertMoney(trx, clock, userId, transfer),
      );
    });

    app.post('/user/oneTouchTransfer', async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = request.member!.userId;
      return answerIdempotently(ctx, request, reply, { userId, key, request: 'oneTouchTransfer' }, (trx) =>
        oneTouchTransfer(trx, clock, userId),
      );
    });

    app.post('/user/changeWalletType', async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = request.member!.userId;
      const walletType = requireWalletType(text(request.body, 'walletType') || text(request.query, 'walletType'));
      return answerIdempotently(ctx, request, reply, { userId, key, request: `changeWalletType ${walletType}` }, (trx) =>
        changeWalletType(trx, clock, userId, walletType),
      );
    });

    app.post('/user/getUserTransInfo', async (request) => {
      const query = readRecordQuery((name) => text(request.query, name));
      return ok(request, { page: await transactionRecords(db, request.member!.userId, request.language, query) });
    });
  };
}
