import type { AppContext } from '../../http/context';
import type { operatorDesk } from '../../http/operatorAccess';
import type { ActingOperator } from '../ops/operators';
import { opsMessages } from '../../../contract/messages';
import { sendOperatorMessage } from './operatorMessages';

/** The operator's message desk, served on the operator desk (../ops/routes.ts) with the contract's roles. */
export function serveOperatorMessages(desk: ReturnType<typeof operatorDesk<ActingOperator>>, ctx: AppContext) {
  const { db, clock } = ctx;
  desk.serve(opsMessages.opsSendMessage, async (request) => ({ message: await sendOperatorMessage(db, clock, request.operator, request.body) }));
}
