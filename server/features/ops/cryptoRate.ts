import type { AppContext } from '../../http/context';
import type { operatorDesk } from '../../http/operatorAccess';
import type { ActingOperator } from './operators';
import { opsCryptoRate } from '../../../contract/opsCryptoRate';
import { formatRateE4 } from '../../../machines/rules/cryptoRate';
import { currentRate, setRate, usdtRateView } from '../payments/cryptoRate';
import { recordAction } from './actions';

/**
 * The operator's "set the USDT rate" (issue 22): read the rate in force (any operator), or set a new one from
 * now on (finance and admin; validated: 1-100 CNY per USDT, at most 4 decimals; a refusal names the field).
 * Served on the operator desk (./routes.ts), whose check admits the contract's roles. Each setting is recorded
 * among the operator's actions in its own transaction; open orders keep the rate they were made at.
 */
export function serveCryptoRate(desk: ReturnType<typeof operatorDesk<ActingOperator>>, ctx: AppContext) {
  const { db, clock } = ctx;
  desk.serve(opsCryptoRate.opsGetCryptoRate, async () => {
    const rate = await currentRate(db);
    return { usdtRate: rate ? usdtRateView(rate) : null };
  });
  desk.serve(opsCryptoRate.opsSetCryptoRate, async (request) => {
    const rate = await db.transaction().execute(async (trx) => {
      const set = await setRate(trx, clock, request.body.rate, 'operator');
      await recordAction(trx, clock, request.operator, { action: 'cryptoRate.set', targetKind: 'setting', targetId: 'USDT', detail: formatRateE4(set.rateE4) });
      return set;
    });
    return { usdtRate: usdtRateView(rate) };
  });
}
