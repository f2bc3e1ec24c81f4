import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './http/context';
import { answerFrameworkError, installEnvelope, requestLanguage } from './http/envelope';
import { redactUrl } from './http/redact';
import { validatorCompiler } from './http/validation';
import { installIdempotency } from './http/idempotency';
import { installOpenApi, serveOpenApi } from './http/openapi';
import { collectRoutes } from './http/routeTable';
import { guestUserRoutes } from './features/auth/routes';
import { guestSiteRoutes } from './features/site/routes';
import { guestContentRoutes } from './features/content/routes';
import { userRoutes } from './features/member/routes';
import { walletRoutes } from './features/wallet/routes';
import { balanceRoutes } from './features/wallet/balanceQuery';
import { gameRoutes } from './features/games/routes';
import { sandboxRoutes } from './features/sandbox/routes';

/** Builds the API server (and, when a built site exists, its static host) around the given context. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: ctx.config.trustProxy,
    frameworkErrors: answerFrameworkError,
    logger: ctx.config.logger
      ? {
          serializers: {
            req: (request: FastifyRequest) => ({
              method: request.method,
              url: redactUrl(request.url),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
  });
  app.decorateRequest('language', 'zh');
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request);
  });
  installEnvelope(app);
  // Every route's input is checked against its contract schema (see ./http/validation.ts).
  app.setValidatorCompiler(validatorCompiler);
  collectRoutes(app);
  installIdempotency(app, ctx.config.idempotencyKeyRequired);
  await installOpenApi(app);

  await app.register(guestUserRoutes(ctx), { prefix: '/web' });
  await app.register(guestSiteRoutes(ctx), { prefix: '/web' });
  await app.register(guestContentRoutes(ctx), { prefix: '/web' });
  await app.register(userRoutes(ctx), { prefix: '/web' });
  await app.register(walletRoutes(ctx), { prefix: '/web' });
  await app.register(balanceRoutes(ctx), { prefix: '/web' });
  await app.register(gameRoutes(ctx), { prefix: '/web' });
  if (ctx.config.sandbox) await app.register(sandboxRoutes(ctx), { prefix: '/web' });
  await serveOpenApi(app, ctx.config.sandbox);

  if (ctx.config.staticDir && existsSync(ctx.config.staticDir)) {
    await app.register(fastifyStatic, {
      root: ctx.config.staticDir,
      wildcard: false,
      setHeaders(reply, path) {
        const hashed = /\/(js|css|assets)\/[^/]+-[\w-]{8,}\.\w+$/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
