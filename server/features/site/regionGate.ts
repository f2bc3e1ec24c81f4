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
  private cached: { list: BlockList; at: number; answers: Map<string, boolean> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly extra: string[],
  ) {}

  async fresh(): Promise<BlockList> {
    const list = await loadBarredRanges(this.db, this.extra);
    this.cached = { list, at: Date.now(), answers: new Map() };
    return list;
  }

  async current(): Promise<BlockList> {
    return this.#recent()?.list ?? this.fresh();
  }

  /**
   * Whether `ip` is barred by the copy in hand, or null when it is too old. Answers are kept per address
   * with the copy (a BlockList check costs more than the rest of the gate), at most ANSWERS_KEPT of them.
   */
  barredNow(ip: string): boolean | null {
    const cached = this.#recent();
    if (!cached) return null;
    let barred = cached.answers.get(ip);
    if (barred === undefined) {
      barred = isBarred(cached.list, ip);
      if (cached.answers.size >= ANSWERS_KEPT) cached.answers.clear();
      cached.answers.set(ip, barred);
    }
    return barred;
  }

  #recent() {
    return this.cached && Date.now() - this.cached.at < BARRED_RANGES_TTL_MS ? this.cached : null;
  }
}

/** Addresses whose answer is kept with one copy of the ranges. */
const ANSWERS_KEPT = 10_000;

export const regionBarred = (ip: string) => new DomainError(403, 'error.regionBarred', {}, { ip });

/**
 * What a barred address may still call: the restriction check (which answers its 403 with the ip),
 * the liveness probe, and the site's settings the forbidden page shows (name, logo, service link).
 */
export const UNGATED_PATHS = new Set([site.getRestrict.path, site.health.path, site.getWebsiteBasicInfo.path].map((path) => `/web${path}`));

/** Every other /web call from a barred address answers 403, as the restriction check does. */
export function installRegionGate(app: FastifyInstance, ranges: BarredRanges) {
  // A callback hook, not an async one: with the ranges in hand (nearly always) it answers at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/web/') || UNGATED_PATHS.has(request.url.split('?', 1)[0])) return done();
    const barred = ranges.barredNow(request.ip);
    if (barred !== null) return done(barred ? regionBarred(request.ip) : undefined);
    ranges.current().then(
      (list) => done(isBarred(list, request.ip) ? regionBarred(request.ip) : undefined),
      (error: Error) => done(error),
    );
  });
}
