import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { welfare } from '../../../contract/welfare';
import { listWelfare, welfareItemView, welfareRecords, welfareTotal } from './centre';
import { claimWelfare, type ClaimKinds } from './claim';
import { formatMinor } from '../../../machines/rules/money';
import type { WelfareKind } from '../../../machines/rules/vip';

/** The welfare centre's member calls (spec section 7 "Welfare and activity", /user/doUserBackwater/{id}). */
export function welfareRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  const claim = async (userId: number, id: number, kinds: ClaimKinds) => {
    const { item, record } = await claimWelfare(db, clock, userId, id, kinds);
    return {
      item: welfareItemView(item, clock.now()),
      record: {
        id: Number(record.id),
        orderNo: record.order_no,
        kind: record.kind as WelfareKind,
        amount: formatMinor(Number(record.amount_minor)),
        requiredTurnover: formatMinor(Number(record.required_minor)),
        createTime: Number(record.created_at),
      },
    };
  };
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(welfare.queryWelfareCenterList.path, routeOptions(welfare.queryWelfareCenterList), async (request) =>
      ok(request, { page: await listWelfare(db, request.member.userId, clock.now(), request.query) }),
    );
    app.post(welfare.queryWelfareCenterTotal.path, routeOptions(welfare.queryWelfareCenterTotal), async (request) =>
      ok(request, { total: await welfareTotal(db, request.member.userId, clock.now()) }),
    );
    app.post(welfare.receiveWelfare.path, routeOptions(welfare.receiveWelfare), async (request) =>
      ok(request, await claim(request.member.userId, request.params.id, 'gifts')),
    );
    app.post(welfare.doUserBackwater.path, routeOptions(welfare.doUserBackwater), async (request) =>
      ok(request, await claim(request.member.userId, request.params.id, 'rebate')),
    );
    app.post(welfare.queryWelfareRecordList.path, routeOptions(welfare.queryWelfareRecordList), async (request) =>
      ok(request, { page: await welfareRecords(db, request.member.userId, clock.now(), request.query) }),
    );
  };
}
