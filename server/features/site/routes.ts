import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { DomainError } from '../../errors';
import { dictionary, websiteBasicInfo } from './siteSettings';
import { isBarred, loadBarredRanges } from './restriction';
import { site } from '../../../contract/site';

export function guestSiteRoutes(ctx: AppContext) {
  const { db, config } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    // A bare liveness answer for load balancers and the benchmark's baseline: no database, no session.
    app.get(site.health.path, routeOptions(site.health), async () => ({ code: 0, msg: 'ok' }));

    app.post(site.getWebsiteBasicInfo.path, routeOptions(site.getWebsiteBasicInfo), async (request) =>
      ok(request, { websiteBasicInfoList: await websiteBasicInfo(db, request.language) }),
    );

    app.post(site.getSysDictionary.path, routeOptions(site.getSysDictionary), async (request) =>
      ok(request, { sysDictionaryList: await dictionary(db, request.query.dictionaryValue, request.language) }),
    );

    app.post(site.getRestrict.path, routeOptions(site.getRestrict), async (request) => {
      const barred = await loadBarredRanges(db, config.barredRanges);
      if (isBarred(barred, request.ip)) throw new DomainError(403, 'error.regionBarred', {}, { ip: request.ip });
      return ok(request, { ip: request.ip });
    });
  };
}
