import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy the built site passes
 * with no inline script (everything from this host; images also as data: URLs, which the QR codes
 * use), no framing of our pages by anyone (clickjacking), nosniff and no referrer. Pages that a game
 * provider or a cashier shows inside a frame of the site are the exception: `frame-ancestors 'self'`.
 * API answers are never cached, by the browser or anything in between.
 */

/** Pages the site may frame: the sandbox venue page and its assets (a cashier page joins this list). */
export const FRAMEABLE_PATHS = ['/web/sandbox/venue/', '/web/sandbox/venue-page/'];

export function contentSecurityPolicy(frameSources: string[], frameAncestors: "'none'" | "'self'") {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The customer-service page frames the operator's chat link (CSP_FRAME_SOURCES).
      frameSrc: ["'self'", ...frameSources],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [frameAncestors],
    },
  };
}

export async function installSecurityHeaders(app: FastifyInstance, frameSources: string[]) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(frameSources, "'none'"),
    referrerPolicy: { policy: 'no-referrer' },
    // The venue page opens in a window of its own and talks to nobody: no opener to keep.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  const frameable = contentSecurityPolicy(frameSources, "'self'");
  app.addHook('onRoute', (route) => {
    if (FRAMEABLE_PATHS.some((path) => route.url.startsWith(path))) {
      // @fastify/helmet reads a route's own options from config.helmet when the request arrives.
      const helmet = { contentSecurityPolicy: frameable, frameguard: { action: 'sameorigin' } };
      route.config = { ...route.config, ...({ helmet } as object) };
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/web/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
