import type { Harness } from './harness';
import { OPERATOR_KEY } from './depositFlows';
import { runOpsCommand } from '../../server/opsCli';

/**
 * `npm run ops` (server/opsCli.ts) run inside a test: its calls go to the harness's app in-process, and what it
 * prints is kept in `lines`, in order, across runs. `env` is the command's environment (the bootstrap
 * operator's key unless told); a run may give another.
 */
export function opsCommand(h: Harness, env: NodeJS.ProcessEnv = { OPERATOR_KEY }) {
  const lines: string[] = [];
  const fetchThroughApp = (async (url: string, init: RequestInit) => {
    const { pathname, search } = new URL(url);
    const answer = await h.app.inject({ method: init.method as 'GET', url: pathname + search, headers: init.headers as Record<string, string>, payload: init.body as string | undefined });
    return { json: async () => answer.json() };
  }) as unknown as typeof fetch;
  return {
    lines,
    /** Runs `npm run ops -- <args>`; answers its exit code. */
    run: (args: string[], runEnv: NodeJS.ProcessEnv = env) =>
      runOpsCommand(args, { env: { OPS_URL: 'http://ops.test', ...runEnv }, fetch: fetchThroughApp, out: (text) => lines.push(text) }),
  };
}
