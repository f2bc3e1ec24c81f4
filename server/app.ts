import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './http/context';
import { answerClientError, answerFrameworkError, installEnvelope, requestLanguage } from './http/envelope';
import { loggerOptions } from './http/accessLog';
import { installSecretQueryRefusal } from './http/secretQuery';
import { validatorCompiler } from './http/validation';
import { installIdempotency } from './http/idempotency';
import { installMemberAccess } from './http/auth';
import { installOpenApi, serveOpenApi } from './http/openapi';
import { collectRoutes } from './http/routeTable';
import { installSecurityHeaders } from './http/securityHeaders';
import { installRateLimits } from './http/rateLimits';
import { BarredRanges, installRegionGate } from './features/site/regionGate';
import { prepareDecoy } from './features/auth/passwords';
import { guestUserRoutes } from './features/auth/routes';
import { guestSiteRoutes } from './features/site/routes';
import { guestContentRoutes } from './features/content/routes';
import { sitePageRoutes } from './features/content/sitePage';
import { userRoutes } from './features/member/routes';
import { walletRoutes } from './features/wallet/routes';
import { balanceRoutes } from './features/wallet/balanceQuery';
import { gameRoutes } from './features/games/routes';
import { sandboxRoutes } from './features/sandbox/routes';
import { depositRoutes } from './features/deposit/routes';
import { payNotifyRoutes, providerOrderRoutes, sandboxCashierRoutes } from './features/payments/routes';
import { operatorRoutes } from './features/ops/routes';
import { uploadRoutes } from './features/upload/routes';
import { betRoutes } from './features/bets/routes';
import { sandboxRoundRoutes, sandboxVoidRoutes } from './features/bets/sandboxRoutes';
import { forgotPasswordRoutes, profileRoutes } from './features/profile/routes';
import { houseRoutes } from './features/house/routes';
import { withHouseVenue } from './adapters/venues';
import { payoutRoutes } from './features/payout/routes';
import { withdrawalRoutes } from './features/withdrawal/routes';
import { sandboxPayoutRoutes } from './features/withdrawal/sandboxPayoutRoutes';
import { messageRoutes } from './features/messages/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { vipRoutes } from './features/vip/routes';
import { welfareRoutes } from './features/welfare/routes';
import { activityRoutes } from './features/activity/routes';
import { installLiveEvents } from './events/install';
import { liveEventRoutes } from './events/routes';
import { settingRoutes } from './features/settings/routes';
import { agentRoutes } from './features/agent/routes';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the API server (and, when a built site exists, its static host) around the given context. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    // A hop count trusts that many proxies nearest the server: the client is the address the farthest of them appended.
    trustProxy: typeof ctx.config.trustProxy === 'number' ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Headers (the query string is in the first line) up to 32 KiB reach the routes, whose schemas
    // refuse what is too long with the envelope; beyond, answerClientError answers it.
    http: { maxHeaderSize: 32 * 1024 },
    // A path parameter longer than this is no route's (the longest id is 64): the envelope's 404.
    routerOptions: { maxParamLength: 200 },
    logger: loggerOptions(ctx.config.logger, ctx.logStream),
  });
  app.decorateRequest('language', 'zh');
  app.decorateRequest('member', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = requestLanguage(request);
    done();
  });
  installEnvelope(app);
  await installSecurityHeaders(app, ctx.config.frameSources);
  const barredRanges = new BarredRanges(ctx.db, ctx.config.barredRanges);
  installRegionGate(app, barredRanges);
  await installRateLimits(app, ctx.config.guestRateLimits, ctx.db, ctx.clock);
  // The decoy hash is ready before the first login, so an unknown account costs one hash like a known one.
  await prepareDecoy();
  // Every route's input is checked against its contract schema (see ./http/validation.ts).
  app.setValidatorCompiler(validatorCompiler);
  installSecretQueryRefusal(app);
  collectRoutes(app);
  installIdempotency(app, ctx.config.idempotencyKeyRequired);
  // Every member endpoint's route gets the session check from its contract access (before any route is declared).
  installMemberAccess(app, ctx);
  await installOpenApi(app, ctx.config.sandbox);
  await installLiveEvents(app, ctx);

  await app.register(guestUserRoutes(ctx), { prefix: '/web' });
  await app.register(guestSiteRoutes(ctx, barredRanges), { prefix: '/web' });
  await app.register(guestContentRoutes(ctx), { prefix: '/web' });
  await app.register(userRoutes(ctx), { prefix: '/web' });
  await app.register(walletRoutes(ctx), { prefix: '/web' });
  await app.register(balanceRoutes(ctx), { prefix: '/web' });
  await app.register(uploadRoutes(ctx), { prefix: '/web' });
  await app.register(depositRoutes(ctx), { prefix: '/web' });
  await app.register(providerOrderRoutes(ctx), { prefix: '/web' });
  await app.register(payNotifyRoutes(ctx), { prefix: '/web' });
  await app.register(payoutRoutes(ctx), { prefix: '/web' });
  await app.register(withdrawalRoutes(ctx), { prefix: '/web' });
  if (ctx.config.sandbox) await app.register(sandboxCashierRoutes(ctx), { prefix: '/web' });
  if (ctx.config.operatorKey) await app.register(operatorRoutes(ctx, ctx.config.operatorKey), { prefix: '/web' });
  // Our own venue's games open on our own pages; every other venue's on its provider's.
  await app.register(gameRoutes({ ...ctx, venues: withHouseVenue(ctx.venues) }), { prefix: '/web' });
  await app.register(houseRoutes(ctx), { prefix: '/web' });
  await app.register(betRoutes(ctx), { prefix: '/web' });
  await app.register(profileRoutes(ctx), { prefix: '/web' });
  await app.register(forgotPasswordRoutes(ctx), { prefix: '/web' });
  await app.register(messageRoutes(ctx), { prefix: '/web' });
  await app.register(feedbackRoutes(ctx), { prefix: '/web' });
  await app.register(vipRoutes(ctx), { prefix: '/web' });
  await app.register(welfareRoutes(ctx), { prefix: '/web' });
  await app.register(activityRoutes(ctx), { prefix: '/web' });
  await app.register(liveEventRoutes(ctx), { prefix: '/web' });
  await app.register(settingRoutes(ctx), { prefix: '/web' });
  await app.register(agentRoutes(ctx), { prefix: '/web' });
  if (ctx.config.sandbox) await app.register(sandboxRoutes(ctx), { prefix: '/web' });
  if (ctx.config.sandbox) await app.register(sandboxPayoutRoutes(ctx), { prefix: '/web' });
  if (ctx.config.sandbox) {
    await app.register(sandboxRoundRoutes(ctx), { prefix: '/web' });
    await app.register(sandboxVoidRoutes(ctx), { prefix: '/web' });
  }
  await serveOpenApi(app, ctx.config.sandbox);

  if (ctx.config.staticDir && existsSync(ctx.config.staticDir)) {
    // The page itself carries the home banners' addresses; the files around it are static.
    await app.register(sitePageRoutes(ctx.db, ctx.config.staticDir));
    await app.register(fastifyStatic, {
      root: ctx.config.staticDir,
      wildcard: false,
      index: false,
      // The build writes x.gz and x.br next to every text file (vite.config.ts: precompressSite).
      preCompressed: true,
      setHeaders(reply, path) {
        // `path` is the file sent, which may be the compressed copy (vendor-AbCd1234.js.gz).
        const hashed = /\/(js|css|assets)\/[^/]+-[\w-]{8,}\.\w+(\.gz|\.br)?$/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
