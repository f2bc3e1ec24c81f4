import type { FastifyInstance, RouteOptions } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer (helmet's). Documents (the site's pages and files, and the pages and
 * files a route under /web declares with `produces`) get a Content-Security-Policy the built site passes
 * with no inline script (everything from this host; images also as data: URLs, which the QR codes use),
 * no framing by anyone (clickjacking), nosniff, no referrer and the rest of helmet's set. Pages that a
 * game provider or a cashier shows inside a frame of the site are the exception: `frame-ancestors 'self'`.
 * JSON answers of the API get the set a REST answer needs (see API_HEADER_NAMES), and nothing under /web
 * is ever cached unless its route says so.
 */

/** Pages the site may frame: the sandbox venue page and its assets (a cashier page joins this list). */
export const FRAMEABLE_PATHS = ['/web/sandbox/venue/', '/web/sandbox/venue-page/'];

const DOCUMENTATION_UI = '/web/docs';
const API_PREFIX = '/web/';

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

/** A JSON answer loads nothing and may be framed by nobody, should a browser ever render one. */
const API_POLICY = { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } };

/**
 * What a JSON answer keeps of helmet's set (OWASP's REST Security Cheat Sheet): its own policy, no
 * framing, nosniff, no referrer, HSTS and same-origin resources. Left off: the headers that only mean
 * something for a document a browser renders or downloads (Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection): writing helmet's thirteen cost every call about 5 µs, a fifth of the bare route
 * (docs/performance.md).
 */
export const API_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
] as const;

type HeaderSet = Record<string, string>;

/** Under /web nothing is stored, by the browser or anything in between; a route may say otherwise (reply.header). */
const NO_STORE: HeaderSet = { 'cache-control': 'no-store' };

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

const pick = (headers: HeaderSet, names: readonly string[]): HeaderSet =>
  Object.fromEntries(names.filter((name) => name in headers).map((name) => [name, headers[name]]));

/** The headers of every JSON answer, whatever its route (also those Fastify answers before any hook, see answerFrameworkError). */
export const JSON_ANSWER_HEADERS: Readonly<HeaderSet> = {
  ...pick(headersOf({ referrerPolicy: { policy: 'no-referrer' }, contentSecurityPolicy: API_POLICY, frameguard: { action: 'deny' } }), API_HEADER_NAMES),
  ...NO_STORE,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers of the route, chosen when it is registered (installSecurityHeaders). */
    securityHeaders?: HeaderSet;
  }
}

/** The header sets, one per kind of answer, worked out at start. */
export function securityHeaderSets(frameSources: string[]) {
  const common = {
    referrerPolicy: { policy: 'no-referrer' },
    // The venue page opens in a window of its own and talks to nobody: no opener to keep.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  } as const;
  const base = contentSecurityPolicy(frameSources, "'none'");
  // X-Frame-Options says what the policy's frame-ancestors says, for browsers that read only the former.
  const page = headersOf({ ...common, contentSecurityPolicy: base, frameguard: { action: 'deny' } });
  return {
    page,
    /** A page or file served under /web (a cashier page, a captcha picture). */
    apiDocument: { ...page, ...NO_STORE },
    api: JSON_ANSWER_HEADERS,
    frameable: {
      ...headersOf({ ...common, contentSecurityPolicy: contentSecurityPolicy(frameSources, "'self'"), frameguard: { action: 'sameorigin' } }),
      ...NO_STORE,
    },
    // Swagger UI (sandbox mode only) styles itself with inline style elements; its scripts are files.
    documentation: {
      ...headersOf({
        ...common,
        contentSecurityPolicy: { ...base, directives: { ...base.directives, styleSrc: ["'self'", "'unsafe-inline'"] } },
        frameguard: { action: 'deny' },
      }),
      ...NO_STORE,
    },
  };
}

/** A route under /web answers JSON unless its contract endpoint declares what else it produces. */
const producesDocument = (route: RouteOptions) => ((route.schema as { produces?: unknown } | undefined)?.produces ?? null) !== null;

/**
 * Each route gets its header set once, when it is registered; an answer with no route (an unknown
 * address) takes the set of its prefix. The headers are written on arrival, before the region gate and
 * the session check, so an answer they refuse carries them too.
 */
export async function installSecurityHeaders(app: FastifyInstance, frameSources: string[]) {
  const sets = securityHeaderSets(frameSources);
  const setOf = (route: RouteOptions) => {
    const { url } = route;
    if (FRAMEABLE_PATHS.some((path) => url.startsWith(path))) return sets.frameable;
    if (url === DOCUMENTATION_UI || url.startsWith(`${DOCUMENTATION_UI}/`)) return sets.documentation;
    if (!url.startsWith(API_PREFIX)) return sets.page;
    return producesDocument(route) ? sets.apiDocument : sets.api;
  };
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, securityHeaders: setOf(route) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config?.securityHeaders ?? (request.url.startsWith(API_PREFIX) ? sets.api : sets.page));
    done();
  });
}
