import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { DomainError, badRequest } from '../../errors';
import { text } from '../../http/params';
import { dictionary, websiteBasicInfo } from './siteSettings';
import { isBarred, loadBarredRanges } from './restriction';

const DICTIONARIES = new Set(['language_type', 'currency_type']);

export function guestSiteRoutes(ctx: AppContext) {
  const { db, config } = ctx;
  return async (app: FastifyInstance) => {
    // A bare liveness answer for load balancers and the benchmark's baseline: no database, no session.
    app.get('/health', async () => ({ code: 0, msg: 'ok' }));

    app.post('/guest/index/getWebsiteBasicInfo', async (request) =>
      ok(request, { websiteBasicInfoList: await websiteBasicInfo(db, request.language) }),
    );

    app.post('/common/sysDictionary/getSysDictionary', async (request) => {
      const dictionaryValue = text(request.query, 'dictionaryValue');
      if (!DICTIONARIES.has(dictionaryValue)) throw badRequest('error.badParameter', { name: 'dictionaryValue' });
      return ok(request, { sysDictionaryList: await dictionary(db, dictionaryValue, request.language) });
    });

    app.post('/guest/restrict/getRestrict', async (request) => {
      const barred = await loadBarredRanges(db, config.barredRanges);
      if (isBarred(barred, request.ip)) throw new DomainError(403, 'error.regionBarred', {}, { ip: request.ip });
      return ok(request, { ip: request.ip });
    });
  };
}
