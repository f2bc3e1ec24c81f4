/**
 * The operator's terminal: `npm run ops -- deposits|withdrawals [list|approve <orderNo>|reject <orderNo> <reason>]`,
 * and `npm run ops -- rate [show|set <rate>]` for the USDT rate (./opsCliRate.ts).
 * It calls the running server's operator API (/web/ops/) with OPERATOR_KEY as the Bearer key, at
 * OPS_URL (default http://127.0.0.1:$PORT, PORT 8080). Each desk lists, approves and rejects its orders.
 */
import type { OpsDeposit } from '../contract/deposit';
import type { OpsWithdrawal } from '../contract/withdrawal';
import { RATE_USAGE, runRateCommand, type OpsCall } from './opsCliRate';

export interface OpsCliIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out: (line: string) => void;
}

const USAGE = `usage: npm run ops -- deposits|withdrawals [list [all]|approve <orderNo>|reject <orderNo> <reason>]\n${RATE_USAGE}`;

/** A crypto order's USDT and the rate it was made at, beside its CNY; a dash for any other. */
const cryptoOf = (order: { cryptoAmount: string | null; cryptoRate: string | null }) => (order.cryptoAmount ? `${order.cryptoAmount} USDT @ ${order.cryptoRate}` : '-');
const depositLine = (order: OpsDeposit) =>
  [order.orderNo, order.userName, order.rechargeTypeName, order.amount, cryptoOf(order), order.statusName, order.depositorName ?? '-', order.voucherUrls.join(' ') || '-'].join('\t');
const withdrawalLine = (order: OpsWithdrawal) =>
  [order.orderNo, order.userName, order.realName ?? '-', order.withdrawMethodName, order.withdrawAmount, cryptoOf(order), `bonus ${order.bonusAmount}`, order.statusName, order.accountName, order.accountNo, order.rejectReason ?? '-'].join('\t');

type Answer = { code: number; msg: string; deposits?: OpsDeposit[]; deposit?: OpsDeposit; withdrawals?: OpsWithdrawal[]; withdrawal?: OpsWithdrawal };

/** Runs one command; answers the exit code. */
export async function runOpsCommand(args: string[], io: OpsCliIo): Promise<number> {
  const key = io.env.OPERATOR_KEY?.trim();
  if (!key) {
    io.out('OPERATOR_KEY is not set: the operator API needs it (the same key as the server).');
    return 2;
  }
  const base = io.env.OPS_URL?.trim() || `http://127.0.0.1:${io.env.PORT ?? 8080}`;
  const [desk, action = 'list', ...rest] = args;
  if (desk !== 'deposits' && desk !== 'withdrawals' && desk !== 'rate') {
    io.out(USAGE);
    return 2;
  }
  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await io.fetch(`${base}/web/ops${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as Answer;
  };
  if (desk === 'rate') return runRateCommand(action === 'list' ? 'show' : action, rest, call as OpsCall, io.out);
  let answer;
  if (action === 'list') answer = await call('GET', `/${desk}?status=${rest[0] === 'all' ? 'all' : 'pending'}`);
  else if (action === 'approve' && rest.length === 1) answer = await call('POST', `/${desk}/${encodeURIComponent(rest[0])}/approve`);
  else if (action === 'reject' && rest.length >= 2) answer = await call('POST', `/${desk}/${encodeURIComponent(rest[0])}/reject`, { reason: rest.slice(1).join(' ') });
  else {
    io.out(USAGE);
    return 2;
  }
  if (answer.code !== 0) {
    io.out(`refused: ${answer.msg}`);
    return 1;
  }
  if (answer.deposits) {
    io.out(answer.deposits.length === 0 ? 'no deposits' : answer.deposits.map(depositLine).join('\n'));
  } else if (answer.deposit) {
    io.out(depositLine(answer.deposit));
  } else if (answer.withdrawals) {
    io.out(answer.withdrawals.length === 0 ? 'no withdrawals' : answer.withdrawals.map(withdrawalLine).join('\n'));
  } else if (answer.withdrawal) {
    io.out(withdrawalLine(answer.withdrawal));
  }
  return 0;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  runOpsCommand(process.argv.slice(2), { env: process.env, fetch, out: (text) => console.log(text) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`ops: ${String(error)}`);
      process.exit(1);
    },
  );
}
