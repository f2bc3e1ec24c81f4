import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { dictionary, websiteBasicInfo } from './siteSettings';
import { isBarred } from './restriction';
import { regionBarred, type BarredRanges } from './regionGate';
import { site } from '../../../contract/site';

export function guestSiteRoutes(ctx: AppContext, barredRanges: BarredRanges) {
  const { db } = ctx;
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
      if (isBarred(await barredRanges.fresh(), request.ip)) throw regionBarred(request.ip);
      return ok(request, { ip: request.ip });
    });
  };
}
