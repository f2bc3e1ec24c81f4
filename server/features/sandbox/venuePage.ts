import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '../../../machines/rules/language';
import { translate } from '../../http/messages';
import { DomainError } from '../../errors';
import { routeOptions } from '../../http/route';
import { sandbox } from '../../../contract/sandbox';

/**
 * The sandbox stand-in for a game provider's client, opened by /apiCode/getGameUrl. Its markup, style and
 * script are the files in venue-page/: the page has no inline script or style (it runs under a
 * Content-Security-Policy of default-src 'self'), reads the member's token from the site's storage (same
 * origin) and shows the wallets as the provider would see them. Everything it loads is the site's own.
 */

export interface VenuePageInput {
  language: LanguageCode;
  platType: string;
  title: string;
  imageUrl: string;
}

const folder = new URL('./venue-page/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8');

/** The page's style and script, served under /web/sandbox/venue-page/. */
const ASSETS: Record<string, { type: string; text: string }> = {
  'page.css': { type: 'text/css; charset=utf-8', text: read('page.css') },
  'page.js': { type: 'text/javascript; charset=utf-8', text: read('page.js') },
};

const TEMPLATE = read('page.html');

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Fills every {{name}} of the template with its value, HTML-escaped; a name without a value is a mistake. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`venue page template: no value for {{${name}}}`);
    return escapeHtml(values[name]);
  });
}

const HTML_LANG: Record<LanguageCode, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

export function venuePage({ language, platType, title, imageUrl }: VenuePageInput): string {
  const t = (key: string) => translate(language, key, { venue: title });
  return fillTemplate(TEMPLATE, {
    htmlLang: HTML_LANG[language],
    lang: language,
    platType,
    title,
    imageUrl,
    sandboxTitle: t('venue.sandboxTitle'),
    sandboxNote: t('venue.sandboxNote'),
    venueWallet: t('venue.venueWallet'),
    centralWallet: t('venue.centralWallet'),
    close: t('venue.close'),
    signedOut: t('venue.signedOut'),
    roundStake: t('bets.venue.stake'),
    playRound: t('bets.venue.playRound'),
    roundWon: t('bets.venue.won'),
    roundLost: t('bets.venue.lost'),
    roundPush: t('bets.venue.push'),
  });
}

/** Serves the page's style and script (a fixed list: nothing else of the folder is reachable). */
export function registerVenuePageAssets(app: FastifyInstance): void {
  app.get<{ Params: { asset: string } }>(sandbox.venueAsset.path, routeOptions(sandbox.venueAsset), async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params.asset) ? ASSETS[request.params.asset] : undefined;
    if (!asset) throw new DomainError(404, 'error.notFound');
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.text);
  });
}
