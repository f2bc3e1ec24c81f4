/**
 * The operator's terminal. It calls the running server's operator API (/web/ops/) at OPS_URL (default
 * http://127.0.0.1:$PORT, PORT 8080) with the operator's own key as the Bearer key: `--key KEY`, else the
 * environment's OPS_KEY, else OPERATOR_KEY (the bootstrap admin's). The server records who did each action.
 *
 *   npm run ops -- deposits|withdrawals [list [all] [--page N] [--size N] | approve <orderNo> | reject <orderNo> <reason…>]
 *   npm run ops -- operators [list [--page N] | add <name> <role> | disable <id>]
 *   npm run ops -- actions [--operator <id>] [--page N] [--size N]
 *   npm run ops -- whoami
 *   npm run ops -- rate [show|set <rate>]   (the USDT rate, ./opsCliRate.ts)
 *   npm run ops -- settings set <key> <value>   (a site setting, ./opsCliSettings.ts)
 *   npm run ops -- agent [show | tier <n> <minActive> <minValidBets> <sharePercent>]   (./opsCliAgent.ts)
 *   npm run ops -- messages send announcement|activity|notification <title> <content>   (to everyone)
 *   npm run ops -- messages send private <userName> <title> <content>
 *   npm run ops -- activities|applications …   (promotions and the applications to review, ./opsCliActivities.ts)
 */
import type { OpsDeposit } from '../contract/deposit';
import type { OpsWithdrawal } from '../contract/withdrawal';
import type { Operator, OpsAction } from '../contract/ops';
import type { RecordPage } from '../contract/wallet';
import type { UsdtRate } from '../contract/cryptoRate';
import { RATE_USAGE, rateRequest } from './opsCliRate';
import { SETTINGS_USAGE, settingsRequest } from './opsCliSettings';
import { AGENT_USAGE, agentRequest } from './opsCliAgent';
import type { OpsSetting } from '../contract/settings';
import type { OpsMessage } from '../contract/messages';
import type { AgentTier, InviterBaseConfig } from '../contract/inviter';
import { ACTIVITIES_USAGE, activitiesRequest } from './opsCliActivities';
import type { OpsActivity, OpsApplication } from '../contract/activity';

export interface OpsCliIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out: (line: string) => void;
}

const USAGE = [
  'usage: npm run ops -- deposits|withdrawals [list [all] [--page N] [--size N] | approve <orderNo> | reject <orderNo> <reason>]',
  '       npm run ops -- operators [list [--page N] | add <name> <admin|finance|support> | disable <id>]',
  '       npm run ops -- actions [--operator <id>] [--page N] [--size N]',
  '       npm run ops -- whoami',
  RATE_USAGE,
  SETTINGS_USAGE,
  AGENT_USAGE,
  '       npm run ops -- messages send announcement|activity|notification <title> <content>',
  '       npm run ops -- messages send private <userName> <title> <content>',
  ACTIVITIES_USAGE,
  'key: --key KEY, else OPS_KEY, else OPERATOR_KEY',
].join('\n');

const cryptoOf = (order: { cryptoAmount: string | null; cryptoRate: string | null }) => (order.cryptoAmount ? `${order.cryptoAmount} USDT @ ${order.cryptoRate}` : '-');
const depositLine = (order: OpsDeposit) =>
  [order.orderNo, order.userName, order.rechargeTypeName, order.amount, cryptoOf(order), order.statusName, order.depositorName ?? '-', order.voucherUrls.join(' ') || '-', order.rejectReason ?? '-'].join('\t');
const withdrawalLine = (order: OpsWithdrawal) =>
  [order.orderNo, order.userName, order.realName ?? '-', order.withdrawMethodName, order.withdrawAmount, cryptoOf(order), `bonus ${order.bonusAmount}`, order.statusName, order.accountName, order.accountNo, order.rejectReason ?? '-'].join('\t');
const operatorLine = (operator: Operator) =>
  [operator.id, operator.name, operator.role, operator.bootstrap ? 'bootstrap (OPERATOR_KEY)' : '-', operator.disabledTime === null ? 'active' : `disabled ${new Date(operator.disabledTime).toISOString()}`].join('\t');
const actionLine = (action: OpsAction) =>
  [new Date(action.createTime).toISOString(), `${action.operatorName} (${action.operatorRole})`, action.action, `${action.targetKind} ${action.targetId}`, action.reason ?? '-', action.detail ?? '-'].join('\t');

type Answer = {
  code: number;
  msg: string;
  page?: RecordPage<unknown>;
  deposit?: OpsDeposit;
  withdrawal?: OpsWithdrawal;
  operator?: Operator;
  key?: string;
  usdtRate?: UsdtRate | null;
  message?: OpsMessage;
  setting?: OpsSetting;
  inviterBaseConfig?: InviterBaseConfig;
  tier?: AgentTier;
  activity?: OpsActivity;
  application?: OpsApplication;
};

const messageLine = (message: OpsMessage) => [`message ${message.id}`, message.kind, message.userName ?? 'everyone', message.title].join('\t');

/** The message the arguments after `messages send` describe, or null when they do not fit. */
function messageOf(args: string[]): object | null {
  const [kind, ...rest] = args;
  if (kind === 'private' && rest.length === 3) return { kind, userName: rest[0], title: rest[1], content: rest[2] };
  if ((kind === 'announcement' || kind === 'activity' || kind === 'notification') && rest.length === 2) return { kind, title: rest[0], content: rest[1] };
  return null;
}

/** `--name value` and `--name=value` anywhere among the arguments; answers the rest and the flags found. */
function splitFlags(args: string[]) {
  const flags: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const flag = /^--(key|page|size|operator)(?:=(.*))?$/.exec(args[i]);
    if (!flag) rest.push(args[i]);
    else if (flag[2] !== undefined) flags[flag[1]] = flag[2];
    else {
      flags[flag[1]] = args[i + 1] ?? '';
      i += 1;
    }
  }
  return { flags, rest };
}

const paging = (flags: Record<string, string>) =>
  [flags.page ? `pageIndex=${encodeURIComponent(flags.page)}` : '', flags.size ? `pageSize=${encodeURIComponent(flags.size)}` : ''].filter(Boolean);

const query = (parts: string[]) => (parts.length ? `?${parts.join('&')}` : '');

function pageFooter(page: RecordPage<unknown>): string {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const more = page.pageIndex < pages ? ` (--page ${page.pageIndex + 1} for more)` : '';
  return `page ${page.pageIndex}/${pages}, ${page.total} in all${more}`;
}

type Request = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: object; show: (answer: Answer) => string };

/** What a command asks the server, and how its answer is shown; null for a command not understood. */
function requestOf(args: string[], flags: Record<string, string>): Request | null {
  const [area, action = 'list', ...rest] = args;
  const listOf = <T>(path: string, line: (record: T) => string, none: string): Request => ({
    method: 'GET',
    path,
    show: (answer) => {
      const page = answer.page as RecordPage<T>;
      return [page.records.length === 0 ? none : page.records.map(line).join('\n'), pageFooter(page)].join('\n');
    },
  });
  if (area === 'deposits' || area === 'withdrawals') {
    const line = area === 'deposits' ? (answer: Answer) => depositLine(answer.deposit!) : (answer: Answer) => withdrawalLine(answer.withdrawal!);
    if (action === 'list' && rest.length <= 1 && (rest[0] === undefined || rest[0] === 'all')) {
      const status = `status=${rest[0] === 'all' ? 'all' : 'pending'}`;
      return area === 'deposits'
        ? listOf(`/deposits${query([status, ...paging(flags)])}`, depositLine, 'no deposits')
        : listOf(`/withdrawals${query([status, ...paging(flags)])}`, withdrawalLine, 'no withdrawals');
    }
    if (action === 'approve' && rest.length === 1) return { method: 'POST', path: `/${area}/${encodeURIComponent(rest[0])}/approve`, show: line };
    if (action === 'reject' && rest.length >= 2) return { method: 'POST', path: `/${area}/${encodeURIComponent(rest[0])}/reject`, body: { reason: rest.slice(1).join(' ') }, show: line };
    return null;
  }
  if (area === 'operators') {
    if (action === 'list' && rest.length === 0) return listOf(`/operators${query(paging(flags))}`, operatorLine, 'no operators');
    if (action === 'add' && rest.length === 2) {
      return {
        method: 'POST',
        path: '/operators',
        body: { name: rest[0], role: rest[1] },
        show: (answer) => `${operatorLine(answer.operator!)}\nkey (shown this once; keep it secret): ${answer.key}`,
      };
    }
    if (action === 'disable' && rest.length === 1) return { method: 'POST', path: `/operators/${encodeURIComponent(rest[0])}/disable`, show: (answer) => operatorLine(answer.operator!) };
    return null;
  }
  if (area === 'actions' && args.length === 1) {
    return listOf(`/actions${query([...(flags.operator ? [`operatorId=${encodeURIComponent(flags.operator)}`] : []), ...paging(flags)])}`, actionLine, 'no actions');
  }
  if (area === 'rate') return rateRequest(action, rest);
  if (area === 'settings') return settingsRequest(action, rest);
  if (area === 'agent') return agentRequest(action, rest);
  if (area === 'messages' && action === 'send') {
    const sent = messageOf(rest);
    return sent ? { method: 'POST', path: '/messages', body: sent, show: (answer) => messageLine(answer.message!) } : null;
  }
  if (area === 'activities' || area === 'applications') return activitiesRequest(area, action, rest, paging(flags), listOf);
  if (area === 'whoami' && args.length === 1) return { method: 'GET', path: '/me', show: (answer) => operatorLine(answer.operator!) };
  return null;
}

/** Runs one command; answers the exit code. */
export async function runOpsCommand(args: string[], io: OpsCliIo): Promise<number> {
  const { flags, rest } = splitFlags(args);
  const key = (flags.key ?? io.env.OPS_KEY ?? io.env.OPERATOR_KEY)?.trim();
  if (!key) {
    io.out('No operator key: give --key KEY, or set OPS_KEY (your own key) or OPERATOR_KEY (the bootstrap admin, the same key as the server).');
    return 2;
  }
  const request = requestOf(rest, flags);
  if (!request) {
    io.out(USAGE);
    return 2;
  }
  const base = io.env.OPS_URL?.trim() || `http://127.0.0.1:${io.env.PORT ?? 8080}`;
  const response = await io.fetch(`${base}/web/ops${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${key}`, lang: 'en', ...(request.body ? { 'content-type': 'application/json' } : {}) },
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  const answer = (await response.json()) as Answer;
  if (answer.code !== 0) {
    io.out(`refused: ${answer.msg}`);
    return 1;
  }
  io.out(request.show(answer));
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
