/**
 * Starts the site's real server on its own port and a throw-away SQLite file,
 * for the tooling scripts (bundle budget, Lighthouse audit) that need the built
 * site served the way `npm start` serves it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now, chosen by the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `npm run <script>` (`start` builds first, `serve` serves the existing dist/)
 * and resolves once the server answers; rejects if it exits or stays silent.
 */
export async function startSite(script: 'start' | 'serve', timeoutMs = 180_000): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-tooling-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dataDir, 'site.db'), LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  // detached: the server runs in its own process group, so stopping it also ends npm's and tsx's children.
  const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const origin = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited && child.pid) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm run ${script} exited before the site answered`);
    const ready = await fetch(`${origin}/favicon.svg`).then((response) => response.ok, () => false);
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the site did not answer on ${origin} within ${timeoutMs} ms`);
}
