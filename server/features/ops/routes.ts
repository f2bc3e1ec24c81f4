import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { ops } from '../../../contract/deposit';
import { requireOperator } from './operatorAuth';
import { approveDeposit, listDeposits, rejectDeposit } from './deposits';
import { opsWithdrawals } from '../../../contract/withdrawal';
import { approveWithdrawalAsOperator, listWithdrawals, rejectWithdrawalAsOperator } from './withdrawals';
import { cryptoRateRoutes } from './cryptoRate';

/**
 * The operator API under /web/ops/: registered only when OPERATOR_KEY is set (otherwise the routes do
 * not exist: 404), every call needing Authorization: Bearer KEY. Deposits (./deposits.ts) and
 * withdrawals (./withdrawals.ts).
 */
export function operatorRoutes(ctx: AppContext, operatorKey: string) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    requireOperator(app, operatorKey);
    // The USDT rate (./cryptoRate.ts), behind the same key check.
    await app.register(cryptoRateRoutes(ctx));

    app.get(ops.opsDeposits.path, routeOptions(ops.opsDeposits), async (request) =>
      ok(request, { deposits: await listDeposits(db, clock, request.query.status ?? 'pending', request.language) }),
    );

    app.post(ops.opsApproveDeposit.path, routeOptions(ops.opsApproveDeposit), async (request) =>
      ok(request, { deposit: await approveDeposit(db, clock, request.params.orderNo, request.language) }),
    );

    app.post(ops.opsRejectDeposit.path, routeOptions(ops.opsRejectDeposit), async (request) =>
      ok(request, { deposit: await rejectDeposit(db, clock, request.params.orderNo, request.body.reason, request.language) }),
    );

    app.get(opsWithdrawals.opsWithdrawals.path, routeOptions(opsWithdrawals.opsWithdrawals), async (request) =>
      ok(request, { withdrawals: await listWithdrawals(db, request.query.status ?? 'pending', request.language) }),
    );

    app.post(opsWithdrawals.opsApproveWithdrawal.path, routeOptions(opsWithdrawals.opsApproveWithdrawal), async (request) =>
      ok(request, { withdrawal: await approveWithdrawalAsOperator(db, clock, request.params.orderNo, request.language) }),
    );

    app.post(opsWithdrawals.opsRejectWithdrawal.path, routeOptions(opsWithdrawals.opsRejectWithdrawal), async (request) =>
      ok(request, { withdrawal: await rejectWithdrawalAsOperator(db, clock, request.params.orderNo, request.body.reason, request.language) }),
    );
  };
}
