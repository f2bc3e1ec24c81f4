import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { opsCryptoRate } from '../../../contract/cryptoRate';
import { formatRateE4 } from '../../../machines/rules/cryptoRate';
import { currentRate, setRate, usdtRateView } from '../payments/cryptoRate';

/**
 * The operator's "set the USDT rate" (issue 22): read the rate in force, or set a new one from now on
 * (validated: 1-100 CNY per USDT, at most 4 decimals; a refusal names the field). Registered inside the
 * operator plugin (./routes.ts), so the operator's key check covers it. Each setting is recorded among the
 * operator's actions; open orders keep the rate they were made at.
 */
export function cryptoRateRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.get(opsCryptoRate.opsGetCryptoRate.path, routeOptions(opsCryptoRate.opsGetCryptoRate), async (request) => {
      const rate = await currentRate(db);
      return ok(request, { usdtRate: rate ? usdtRateView(rate) : null });
    });

    app.post(opsCryptoRate.opsSetCryptoRate.path, routeOptions(opsCryptoRate.opsSetCryptoRate), async (request) => {
      const rate = await db.transaction().execute(async (trx) => {
        const set = await setRate(trx, clock, request.body.rate, 'operator');
        await trx.insertInto('operator_actions').values({ action: 'cryptoRate.set', target: 'USDT', reason: formatRateE4(set.rateE4), created_at: set.setAt }).execute();
        return set;
      });
      return ok(request, { usdtRate: usdtRateView(rate) });
    });
  };
}
