import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer (helmet's): a Content-Security-Policy the built site passes
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

type HeaderSet = Record<string, string>;

/**
 * The headers helmet sets for a configuration, worked out once. @fastify/helmet runs helmet's whole
 * set-up again on every request (measured: the bare route fell from about 26,000 to 11,000 requests/s),
 * so the site asks helmet once per policy at start and copies the answer onto each reply.
 */
function headersOf(options: HelmetOptions): HeaderSet {
  const headers: HeaderSet = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers of the route's policy (below); the site-wide set when absent. */
    securityHeaders?: HeaderSet;
  }
}

export async function installSecurityHeaders(app: FastifyInstance, frameSources: string[]) {
  const common = {
    referrerPolicy: { policy: 'no-referrer' },
    // The venue page opens in a window of its own and talks to nobody: no opener to keep.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  } as const;
  const base = contentSecurityPolicy(frameSources, "'none'");
  const siteWide = headersOf({ ...common, contentSecurityPolicy: base });
  const frameable = headersOf({
    ...common,
    contentSecurityPolicy: contentSecurityPolicy(frameSources, "'self'"),
    frameguard: { action: 'sameorigin' },
  });
  // Swagger UI (sandbox mode only) styles itself with inline style elements; its scripts are files.
  const documentation = headersOf({
    ...common,
    contentSecurityPolicy: { ...base, directives: { ...base.directives, styleSrc: ["'self'", "'unsafe-inline'"] } },
  });
  app.addHook('onRoute', (route) => {
    if (FRAMEABLE_PATHS.some((path) => route.url.startsWith(path))) {
      route.config = { ...route.config, securityHeaders: frameable };
    } else if (route.url === DOCUMENTATION_UI || route.url.startsWith(`${DOCUMENTATION_UI}/`)) {
      route.config = { ...route.config, securityHeaders: documentation };
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config?.securityHeaders ?? siteWide);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/web/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
