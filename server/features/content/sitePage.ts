import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { LANGUAGES, type LanguageCode } from '../../../machines/rules/language';
import { WEB_BANNER } from '../../../contract/content';
import { slides } from './publicContent';

/**
 * The site's one page (dist/index.html), served with the first home banner of each language named in a
 * `<meta name="first-banners">`. The banner is the home page's largest paint, and the app only learns its
 * address from the slides call, after its scripts have run and the page has rendered once; the head
 * script (vite.config.ts: preloadChosenCatalog) reads this tag and, on the home page, preloads the banner
 * of the visitor's language while the scripts are still downloading. A tag, not a script: the
 * Content-Security-Policy allows no inline script (docs/security.md).
 */

export const FIRST_BANNERS_META = 'first-banners';

/** The first web banner's image of every language that has one, e.g. { zh: '/content/banners/banner-1-zh.svg' }. */
export async function firstBanners(db: Kysely<Database>): Promise<Partial<Record<LanguageCode, string>>> {
  const entries = await Promise.all(
    LANGUAGES.map(async ({ code }) => [code, (await slides(db, code, WEB_BANNER.position, WEB_BANNER.device))[0]?.imgUrl] as const),
  );
  return Object.fromEntries(entries.filter(([, url]) => typeof url === 'string' && url.startsWith('/')));
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with the banners' tag right after its charset (before the head script that reads it). */
export function withFirstBanners(html: string, banners: Partial<Record<LanguageCode, string>>): string {
  const tag = `<meta name="${FIRST_BANNERS_META}" content="${escapeAttribute(JSON.stringify(banners))}" />`;
  const anchor = /<meta charset[^>]*>/i.test(html) ? /<meta charset[^>]*>/i : /<head>/i;
  return html.replace(anchor, (before) => `${before}\n    ${tag}`);
}

/** Answers `/` with the built page and the banners' tag; never cached, so a changed banner shows at once. */
export function sitePageRoutes(db: Kysely<Database>, staticDir: string) {
  const page = readFileSync(join(staticDir, 'index.html'), 'utf8');
  return async (app: FastifyInstance) => {
    app.get('/', async (request, reply) => {
      const html = withFirstBanners(page, await firstBanners(db));
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return html;
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    });
  };
}
