import type { BlockList } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../../errors';
import { isBarred, loadBarredRanges } from './restriction';
import { site } from '../../../contract/site';

/** How long the barred ranges are reused before the table is read again. */
export const BARRED_RANGES_TTL_MS = 10_000;

/**
 * The barred ranges, read from the table at most once per BARRED_RANGES_TTL_MS (real time) for the
 * gate; the restriction check itself reads afresh and refreshes the copy, so an operator's change
 * shows there at once and everywhere within seconds.
 */
export class BarredRanges {
  private cached: { list: BlockList; at: number } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly extra: string[],
  ) {}

  async fresh(): Promise<BlockList> {
    const list = await loadBarredRanges(this.db, this.extra);
    this.cached = { list, at: Date.now() };
    return list;
  }

  async current(): Promise<BlockList> {
    if (this.cached && Date.now() - this.cached.at < BARRED_RANGES_TTL_MS) return this.cached.list;
    return this.fresh();
  }
}

export const regionBarred = (ip: string) => new DomainError(403, 'error.regionBarred', {}, { ip });

/**
 * What a barred address may still call: the restriction check (which answers its 403 with the ip),
 * the liveness probe, and the site's settings the forbidden page shows (name, logo, service link).
 */
export const UNGATED_PATHS = new Set([site.getRestrict.path, site.health.path, site.getWebsiteBasicInfo.path].map((path) => `/web${path}`));

/** Every other /web call from a barred address answers 403, as the restriction check does. */
export function installRegionGate(app: FastifyInstance, ranges: BarredRanges) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/web/')) return;
    const path = request.url.split('?', 1)[0];
    if (UNGATED_PATHS.has(path)) return;
    if (isBarred(await ranges.current(), request.ip)) throw regionBarred(request.ip);
  });
}
