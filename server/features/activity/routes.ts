import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { conflict } from '../../errors';
import { isUniqueViolation } from '../../db/dialect';
import { activity } from '../../../contract/activity';
import { activityClasses, activityDetail, listActivities, runningActivity } from './catalogue';
import { standingOf } from './standing';
import { applyForActivity } from './apply';
import { listGiftRecords } from './giftRecords';
import { bettingGiftOf } from './bettingGift';

/** Promotions (spec section 7 "Guest" and "Welfare and activity"): the guests' reads, then the member's calls. */
export function activityRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(activity.getActivityClassification.path, routeOptions(activity.getActivityClassification), async (request) =>
      ok(request, { activityClassificationList: activityClasses(request.language) }),
    );
    app.post(activity.list.path, routeOptions(activity.list), async (request) =>
      ok(request, { activityList: await listActivities(db, clock.now(), request.query, request.language) }),
    );
    app.post(activity.getActivityDetail.path, routeOptions(activity.getActivityDetail), async (request) =>
      ok(request, { activity: await activityDetail(db, request.query.id, clock.now(), request.language) }),
    );
    app.post(activity.getApplyStanding.path, routeOptions(activity.getApplyStanding), async (request) => {
      const now = clock.now();
      const found = await runningActivity(db, request.query.activityId, now);
      return ok(request, { standing: await standingOf(db, request.member.userId, found, request.query.tier ?? null, now, request.language) });
    });
    app.post(activity.applyActivity.path, routeOptions(activity.applyActivity), async (request, reply) => {
      const userId = request.member.userId;
      try {
        return await answerIdempotently(ctx, request, reply, userId, async (trx) => ({
          application: await applyForActivity(trx, clock, userId, request.body, request.language),
        }));
      } catch (error) {
        // Two applications at once that the member's turn did not keep apart: the slot lets one through.
        if (isUniqueViolation(error)) throw conflict('activity.refuse.pending');
        throw error;
      }
    });
    app.post(activity.queryApplyActivityList.path, routeOptions(activity.queryApplyActivityList), async (request) =>
      ok(request, { page: await listGiftRecords(db, request.member.userId, request.query, request.language) }),
    );
    app.post(activity.getBettingGift.path, routeOptions(activity.getBettingGift), async (request) =>
      ok(request, { bettingGift: await bettingGiftOf(db, request.member.userId, request.query.activityId, clock.now(), request.language) }),
    );
  };
}
