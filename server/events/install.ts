import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { AppContext } from '../http/context';
import { postgresPoolOf } from '../db/connect';
import { LiveHub } from './hub';
import { PostgresRelay } from './postgresRelay';
import { attachHub, detachHub, hubOf, publishBalance } from './publish';

/**
 * The live events of an app: the hub of its streams (one per database: a second app on the same database
 * in this process shares it), on PostgreSQL its relay to the other server processes, and the one hook
 * that publishes a balance change for every money-moving member call (the contract's `idempotent`
 * endpoints: transfers, bets, launches in transfer-free mode, withdrawals), after its answer, so after its
 * transaction committed. A member with no open stream costs that hook one Map lookup.
 */
export async function installLiveEvents(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!hubOf(ctx.db)) {
    const created = new LiveHub(ctx.db, ctx.clock);
    const pool = postgresPoolOf(ctx.db);
    if (pool) {
      const relay = new PostgresRelay(pool.options, created);
      await relay.start();
      created.useRelay(relay);
    }
    attachHub(ctx.db, created);
    // The streams end before the server closes, which would otherwise wait for them.
    app.addHook('preClose', async () => {
      detachHub(ctx.db, created);
      await created.stop();
    });
  }
  // On the money-moving routes alone, put there when each is registered: the other calls pay nothing for it.
  const published: onResponseHookHandler = (request, reply, done) => {
    if (reply.statusCode === 200 && request.member !== null) publishBalance(ctx.db, request.member.userId);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent === true) route.onResponse = [...[route.onResponse ?? []].flat(), published];
  });
}
