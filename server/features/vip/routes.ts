import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { vip } from '../../../contract/vip';
import { vipLevels, vipLevelView, welfareMultiples } from './levels';
import { memberStanding, returnWaterList } from './standing';

/** The VIP programme's calls (spec section 7): the levels and the rebate table for anyone, the standing for the member. */
export function vipRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(vip.getVipInfo.path, routeOptions(vip.getVipInfo), async (request) =>
      ok(request, { vipLevelList: (await vipLevels(db)).map(vipLevelView), welfareMultiples: await welfareMultiples(db) }),
    );
    app.post(vip.getVipReturnWaterList.path, routeOptions(vip.getVipReturnWaterList), async (request) =>
      ok(request, { returnWaterList: await returnWaterList(db, request.language) }),
    );
    app.post(vip.getVipStanding.path, routeOptions(vip.getVipStanding), async (request) => ok(request, { standing: await memberStanding(db, request.member.userId) }));
  };
}
