import type { AppContext } from '../../http/context';
import type { operatorDesk } from '../../http/operatorAccess';
import type { ActingOperator } from '../ops/operators';
import { opsFeedback } from '../../../contract/feedback';
import { listFeedbackForOperator, replyToFeedback } from './operatorFeedback';

/** The operator's feedback desk, served on the operator desk (../ops/routes.ts) with the contract's roles. */
export function serveOperatorFeedback(desk: ReturnType<typeof operatorDesk<ActingOperator>>, ctx: AppContext) {
  const { db, clock } = ctx;
  desk.serve(opsFeedback.opsFeedbackList, async (request) => ({
    feedback: await listFeedbackForOperator(db, request.query.status ?? 'open', request.language),
  }));
  desk.serve(opsFeedback.opsReplyFeedback, async (request) => ({
    feedback: await replyToFeedback(db, clock, request.operator, request.params.id, request.body.content, request.language),
  }));
}
