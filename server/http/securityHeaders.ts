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

const DOCUMENTATION_UI = '/web/docs';

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
  const base = contentSecurityPolicy(frameSources, "'none'");
  // Swagger UI (sandbox mode only) styles itself with inline style elements; its scripts are files.
  const documentation = { ...base, directives: { ...base.directives, styleSrc: ["'self'", "'unsafe-inline'"] } };
  app.addHook('onRoute', (route) => {
    // @fastify/helmet reads a route's own options from config.helmet when the request arrives.
    const own = (helmet: object) => {
      route.config = { ...route.config, ...({ helmet } as object) };
    };
    if (FRAMEABLE_PATHS.some((path) => route.url.startsWith(path))) {
      own({ contentSecurityPolicy: frameable, frameguard: { action: 'sameorigin' } });
    } else if (route.url === DOCUMENTATION_UI || route.url.startsWith(`${DOCUMENTATION_UI}/`)) {
      own({ contentSecurityPolicy: documentation });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/web/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
