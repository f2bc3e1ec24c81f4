import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { dictionary, websiteBasicInfo } from './siteSettings';
import { isBarred } from './restriction';
import { regionBarred, type BarredRanges } from './regionGate';
import { site } from '../../../contract/site';
import { breakerOpenUntil } from '../verification/smsBreaker';

export function guestSiteRoutes(ctx: AppContext, barredRanges: BarredRanges) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    // A bare liveness answer for load balancers and the benchmark's baseline: no database, no session. The
    // breaker's state is what this server's own sends last met (server/features/verification/smsBreaker.ts).
    app.get(site.health.path, routeOptions(site.health), async () => {
      const closesAt = breakerOpenUntil(db, clock.now());
      return { code: 0, msg: 'ok', smsBreaker: closesAt === null ? { open: false } : { open: true, closesAt } };
    });

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
