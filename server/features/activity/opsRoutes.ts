import type { AppContext } from '../../http/context';
import type { operatorDesk } from '../../http/operatorAccess';
import type { ActingOperator } from '../ops/operators';
import { opsActivity } from '../../../contract/activity';
import { createActivity, editActivity, endActivity, listOpsActivities } from './definitions';
import { approveApplication, listApplications, rejectApplicationAsOperator } from './review';

/**
 * The operator's promotions desk: activities (any operator reads; finance and admin write, schedule and end)
 * and the applications that need review (finance and admin decide). See ./definitions.ts and ./review.ts.
 */
export function serveOperatorActivities(desk: ReturnType<typeof operatorDesk<ActingOperator>>, ctx: AppContext) {
  const { db, clock } = ctx;
  desk.serve(opsActivity.opsActivities, async (request) => ({ page: await listOpsActivities(db, clock.now(), request.query) }));
  desk.serve(opsActivity.opsCreateActivity, async (request) => ({ activity: await createActivity(db, clock, request.operator, request.body) }));
  desk.serve(opsActivity.opsEditActivity, async (request) => ({ activity: await editActivity(db, clock, request.operator, request.params.id, request.body) }));
  desk.serve(opsActivity.opsEndActivity, async (request) => ({ activity: await endActivity(db, clock, request.operator, request.params.id) }));
  desk.serve(opsActivity.opsApplications, async (request) => ({ page: await listApplications(db, request.query, request.language) }));
  desk.serve(opsActivity.opsApproveApplication, async (request) => ({
    application: await approveApplication(db, clock, request.operator, request.params.id, request.language),
  }));
  desk.serve(opsActivity.opsRejectApplication, async (request) => ({
    application: await rejectApplicationAsOperator(db, clock, request.operator, request.params.id, request.body.reason, request.language),
  }));
}
