import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { operatorDesk } from '../../http/operatorAccess';
import { payoutServiceOf } from '../../adapters/payouts';
import { ops } from '../../../contract/deposit';
import { opsWithdrawals } from '../../../contract/withdrawal';
import { operators } from '../../../contract/ops';
import { operatorOfHeader } from './operatorAuth';
import { approveDeposit, listDeposits, rejectDeposit } from './deposits';
import { approveWithdrawalAsOperator, listWithdrawals, rejectWithdrawalAsOperator } from './withdrawals';
import { addOperator, disableOperator, listOperators, operatorById } from './operators';
import { listActions } from './actions';
import { serveCryptoRate } from './cryptoRate';
import { serveOperatorMessages } from '../messages/opsRoutes';
import { serveOperatorFeedback } from '../feedback/opsRoutes';
import { serveOperatorVip } from '../vip/opsRoutes';
import { serveSettings } from '../settings/opsRoutes';
import { serveOperatorAgent } from '../agent/opsRoutes';
import { serveOperatorActivities } from '../activity/opsRoutes';

/**
 * The operator API under /web/ops/: registered only when OPERATOR_KEY is set (otherwise the routes do
 * not exist: 404). Every call needs Authorization: Bearer KEY — an operator's own key or OPERATOR_KEY, the
 * bootstrap admin's — and a role the endpoint admits (server/http/operatorAccess.ts). Deposits
 * (./deposits.ts), withdrawals (./withdrawals.ts), the operators (./operators.ts) and their log (./actions.ts).
 */
export function operatorRoutes(ctx: AppContext, operatorKey: string) {
  const { db, clock } = ctx;
  const payouts = payoutServiceOf(ctx);
  return async (instance: FastifyInstance) => {
    const desk = operatorDesk(instance, (header) => operatorOfHeader(db, operatorKey, header));

    desk.serve(ops.opsDeposits, async (request) => ({ page: await listDeposits(db, clock, request.query, request.language) }));
    desk.serve(ops.opsApproveDeposit, async (request) => ({
      deposit: await approveDeposit(db, clock, request.operator, request.params.orderNo, request.language),
    }));
    desk.serve(ops.opsRejectDeposit, async (request) => ({
      deposit: await rejectDeposit(db, clock, request.operator, request.params.orderNo, request.body.reason, request.language),
    }));

    desk.serve(opsWithdrawals.opsWithdrawals, async (request) => ({ page: await listWithdrawals(db, request.query, request.language) }));
    desk.serve(opsWithdrawals.opsApproveWithdrawal, async (request) => ({
      withdrawal: await approveWithdrawalAsOperator(db, clock, payouts, request.operator, request.params.orderNo, request.language),
    }));
    desk.serve(opsWithdrawals.opsRejectWithdrawal, async (request) => ({
      withdrawal: await rejectWithdrawalAsOperator(db, clock, request.operator, request.params.orderNo, request.body.reason, request.language),
    }));

    desk.serve(operators.opsMe, async (request) => ({ operator: await operatorById(db, request.operator.id) }));
    desk.serve(operators.opsOperators, async (request) => ({ page: await listOperators(db, request.query) }));
    desk.serve(operators.opsAddOperator, async (request) => addOperator(db, clock, request.operator, request.body.name, request.body.role));
    desk.serve(operators.opsDisableOperator, async (request) => ({ operator: await disableOperator(db, clock, request.operator, request.params.id) }));
    desk.serve(operators.opsActions, async (request) => ({ page: await listActions(db, request.query) }));
    // The USDT rate (./cryptoRate.ts).
    serveCryptoRate(desk, ctx);
    // Messages to members and replies to their feedback (../messages, ../feedback).
    serveOperatorMessages(desk, ctx);
    serveOperatorFeedback(desk, ctx);
    // The VIP levels and rebate ratios (../vip).
    serveOperatorVip(desk, ctx);
    // Site settings (../settings).
    serveSettings(desk, ctx);
    // The agent programme's tiers (../agent).
    serveOperatorAgent(desk, ctx);
    // Promotions: activities and the applications that need review (../activity).
    serveOperatorActivities(desk, ctx);
  };
}
