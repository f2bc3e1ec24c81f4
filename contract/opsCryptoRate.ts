import { Type } from 'typebox';
import { endpoint } from './envelope';
import { Nullable, UsdtRate } from './cryptoRate';
import { OPS_ROLES } from './ops';

/** The operator's USDT rate (a file of its own: the rate's shapes are used by wallet.ts, which ops.ts imports). */
export const SetRateBody = Type.Object({
  rate: Type.String({ maxLength: 32, description: 'CNY per 1 USDT, at most 4 decimals, 1-100 (e.g. "7.1")' }),
});

export const opsCryptoRate = {
  opsGetCryptoRate: endpoint({
    method: 'GET',
    path: '/ops/cryptoRate',
    summary: 'The USDT rate in force and when it was set (null before any is set)',
    access: 'operator',
    roles: OPS_ROLES.anyOperator,
    reply: Type.Object({ usdtRate: Nullable(UsdtRate) }),
  }),
  opsSetCryptoRate: endpoint({
    method: 'POST',
    path: '/ops/cryptoRate',
    summary: 'Sets the USDT rate from now on; open orders keep the rate they were made at',
    access: 'operator',
    roles: OPS_ROLES.money,
    body: SetRateBody,
    reply: Type.Object({ usdtRate: UsdtRate }),
  }),
} as const;
