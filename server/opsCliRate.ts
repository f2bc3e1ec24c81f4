/**
 * `npm run ops -- rate [show|set <CNY per USDT>]`: the USDT rate desk of the operator's terminal
 * (./opsCli.ts), over /web/ops/cryptoRate. Setting it answers the rate in force and its time.
 */
import type { UsdtRate } from '../contract/cryptoRate';

export const RATE_USAGE = 'usage: npm run ops -- rate [show|set <CNY per USDT, e.g. 7.1>]';

type RateAnswer = { code: number; msg: string; usdtRate?: UsdtRate | null };
export type OpsCall = (method: 'GET' | 'POST', path: string, body?: object) => Promise<RateAnswer>;

const rateLine = (rate: UsdtRate) => `USDT\t${rate.rate} CNY\tset ${new Date(rate.setTime).toISOString()}`;

/** Runs the rate desk's action; answers the exit code (2 for a wrong command, 1 for a refusal). */
export async function runRateCommand(action: string, rest: string[], call: OpsCall, out: (line: string) => void): Promise<number> {
  let answer: RateAnswer;
  if (action === 'show' || action === 'list') answer = await call('GET', '/cryptoRate');
  else if (action === 'set' && rest.length === 1) answer = await call('POST', '/cryptoRate', { rate: rest[0] });
  else {
    out(RATE_USAGE);
    return 2;
  }
  if (answer.code !== 0) {
    out(`refused: ${answer.msg}`);
    return 1;
  }
  out(answer.usdtRate ? rateLine(answer.usdtRate) : 'no USDT rate is set: USDT deposits and crypto withdrawals are closed');
  return 0;
}
