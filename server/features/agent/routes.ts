import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { inviter } from '../../../contract/inviter';
import { agentProgramme, baseConfig, prizeViews } from './programme';
import { becomeAgent, inviterInfo } from './invitations';
import { inviterTotal, marqueeRecords } from './statistics';
import { inviterRecords, inviterRecordTotal } from './memberReport';
import { earnedTotal, rebateRecords, rebateWindowTotal } from './rebateRecords';
import { reportWindow } from './window';

/** The address the call came to (behind a trusted proxy, the one the client used), for the invitation link. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The agent programme's calls (spec section 7, Invitations; /user/getInviterInfo): the programme for anyone, the rest the member's own. */
export function agentRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(inviter.getInviterBaseConfig.path, routeOptions(inviter.getInviterBaseConfig), async (request) =>
      ok(request, { inviterBaseConfig: await baseConfig(db, request.language) }),
    );
    app.post(inviter.queryInviterPrizeConfigList.path, routeOptions(inviter.queryInviterPrizeConfigList), async (request) =>
      ok(request, { inviterPrizeConfigList: prizeViews(await agentProgramme(db)) }),
    );
    app.post(inviter.getMarqueeInviterRecord.path, routeOptions(inviter.getMarqueeInviterRecord), async (request) =>
      ok(request, { marqueeList: await marqueeRecords(db) }),
    );
    app.post(inviter.becomeInviter.path, routeOptions(inviter.becomeInviter), async (request) => {
      await becomeAgent(db, clock, request.member.userId);
      return ok(request, { inviterInfo: await inviterInfo(db, request.member.userId, originOf(request)) });
    });
    app.post(inviter.getInviterInfo.path, routeOptions(inviter.getInviterInfo), async (request) =>
      ok(request, { inviterInfo: await inviterInfo(db, request.member.userId, originOf(request)) }),
    );
    app.post(inviter.queryInviterRecordTotal.path, routeOptions(inviter.queryInviterRecordTotal), async (request) =>
      ok(request, { total: await inviterTotal(db, request.member.userId, clock.now()) }),
    );
    app.post(inviter.queryPageInviterRecordList.path, routeOptions(inviter.queryPageInviterRecordList), async (request) =>
      ok(request, { page: await inviterRecords(db, request.member.userId, reportWindow(request.query), request.query.groupBy ?? 'member', request.language) }),
    );
    app.post(inviter.queryPageInviterRecordTotal.path, routeOptions(inviter.queryPageInviterRecordTotal), async (request) =>
      ok(request, { total: await inviterRecordTotal(db, request.member.userId, reportWindow(request.query)) }),
    );
    app.post(inviter.getInviterRebateTotal.path, routeOptions(inviter.getInviterRebateTotal), async (request) => {
      const { rebateTotal, prizeTotal, lastDay, lastRebate } = await earnedTotal(db, request.member.userId);
      return ok(request, { total: { rebateTotal, prizeTotal, lastDay, lastRebate } });
    });
    app.post(inviter.queryPageInviterRebateList.path, routeOptions(inviter.queryPageInviterRebateList), async (request) =>
      ok(request, { page: await rebateRecords(db, request.member.userId, reportWindow(request.query), request.language) }),
    );
    app.post(inviter.queryPageInviterRebateTotal.path, routeOptions(inviter.queryPageInviterRebateTotal), async (request) =>
      ok(request, { total: await rebateWindowTotal(db, request.member.userId, reportWindow(request.query)) }),
    );
  };
}
