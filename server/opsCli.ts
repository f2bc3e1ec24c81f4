/**
 * The operator's terminal: `npm run ops -- deposits|withdrawals [list|approve <orderNo>|reject <orderNo> <reason>]`.
 * It calls the running server's operator API (/web/ops/) with OPERATOR_KEY as the Bearer key, at
 * OPS_URL (default http://127.0.0.1:$PORT, PORT 8080). Each desk lists, approves and rejects its orders.
 * `npm run ops -- messages send announcement|activity|notification <title> <content>` sends to everyone,
 * `messages send private <userName> <title> <content>` to one member.
 */
import type { OpsDeposit } from '../contract/deposit';
import type { OpsWithdrawal } from '../contract/withdrawal';
import type { OpsMessage } from '../contract/messages';

export interface OpsCliIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out: (line: string) => void;
}

const USAGE = [
  'usage: npm run ops -- deposits|withdrawals [list [all]|approve <orderNo>|reject <orderNo> <reason>]',
  '       npm run ops -- messages send announcement|activity|notification <title> <content>',
  '       npm run ops -- messages send private <userName> <title> <content>',
].join('\n');

const depositLine = (order: OpsDeposit) =>
  [order.orderNo, order.userName, order.rechargeTypeName, order.amount, order.statusName, order.depositorName ?? '-', order.voucherUrls.join(' ') || '-'].join('\t');
const withdrawalLine = (order: OpsWithdrawal) =>
  [order.orderNo, order.userName, order.realName ?? '-', order.withdrawMethodName, order.withdrawAmount, `bonus ${order.bonusAmount}`, order.statusName, order.accountName, order.accountNo, order.rejectReason ?? '-'].join('\t');

const messageLine = (message: OpsMessage) => [`message ${message.id}`, message.kind, message.userName ?? 'everyone', message.title].join('\t');

type Answer = { code: number; msg: string; deposits?: OpsDeposit[]; deposit?: OpsDeposit; withdrawals?: OpsWithdrawal[]; withdrawal?: OpsWithdrawal; message?: OpsMessage };

/** The message the arguments after `messages send` describe, or null when they do not fit. */
function messageOf(args: string[]): object | null {
  const [kind, ...rest] = args;
  if (kind === 'private' && rest.length === 3) return { kind, userName: rest[0], title: rest[1], content: rest[2] };
  if ((kind === 'announcement' || kind === 'activity' || kind === 'notification') && rest.length === 2) return { kind, title: rest[0], content: rest[1] };
  return null;
}

/** Runs one command; answers the exit code. */
export async function runOpsCommand(args: string[], io: OpsCliIo): Promise<number> {
  const key = io.env.OPERATOR_KEY?.trim();
  if (!key) {
    io.out('OPERATOR_KEY is not set: the operator API needs it (the same key as the server).');
    return 2;
  }
  const base = io.env.OPS_URL?.trim() || `http://127.0.0.1:${io.env.PORT ?? 8080}`;
  const [desk, action = 'list', ...rest] = args;
  if (desk !== 'deposits' && desk !== 'withdrawals' && desk !== 'messages') {
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
  let answer;
  const sent = desk === 'messages' && action === 'send' ? messageOf(rest) : null;
  if (desk === 'messages') {
    if (!sent) {
      io.out(USAGE);
      return 2;
    }
    answer = await call('POST', '/messages', sent);
  } else if (action === 'list') answer = await call('GET', `/${desk}?status=${rest[0] === 'all' ? 'all' : 'pending'}`);
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
  } else if (answer.message) {
    io.out(messageLine(answer.message));
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
