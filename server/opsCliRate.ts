/**
 * `npm run ops -- rate [show|set <CNY per USDT>]`: the USDT rate desk of the operator's terminal
 * (./opsCli.ts), over /web/ops/cryptoRate. Setting it answers the rate in force and its time.
 */
import type { UsdtRate } from '../contract/cryptoRate';

export const RATE_USAGE = '       npm run ops -- rate [show|set <CNY per USDT, e.g. 7.1>]';

const rateLine = (rate: UsdtRate) => `USDT\t${rate.rate} CNY\tset ${new Date(rate.setTime).toISOString()}`;

/** What the rate desk asks the server, or null for a command it does not understand. */
export function rateRequest(action: string, rest: string[]) {
  const show = (answer: { usdtRate?: UsdtRate | null }) =>
    answer.usdtRate ? rateLine(answer.usdtRate) : 'no USDT rate is set: USDT deposits and crypto withdrawals are closed';
  if ((action === 'show' || action === 'list') && rest.length === 0) return { method: 'GET' as const, path: '/cryptoRate', show };
  if (action === 'set' && rest.length === 1) return { method: 'POST' as const, path: '/cryptoRate', body: { rate: rest[0] }, show };
  return null;
}
