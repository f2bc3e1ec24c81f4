/**
 * Two servers on one database: an event raised by one reaches a stream held by the other. On PostgreSQL
 * the other is a second server process (as `npm run serve` runs it, on the same database), and the event crosses
 * by LISTEN/NOTIFY; a process started after the stream opened learns of it by asking (hello). On SQLite,
 * where one process serves a database file, the other is a second app in this process on the same
 * database, which shares the hub.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectSuccess } from './flows';
import { bankOrder, confirmOrder, depositHarnessConfig, OPERATOR_KEY, uploadProof } from './depositFlows';
import { openStream, type StreamReader } from './liveStreamClient';
import { ServerProcess } from './serverProcess';
import { isPostgres } from '../../server/db/dialect';
import { postgresPoolOf } from '../../server/db/connect';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createSandboxSms } from '../../server/adapters/sms';
import { sandboxVenues } from '../../server/adapters/venues';
import type { MemberBalanceMap } from '../../contract/member';

let h: Harness;
let here: string;
let other: { url: string; stop(): Promise<void> };

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The real server as `npm run serve` starts it, on the harness's PostgreSQL database. */
async function serverProcess(databaseUrl: string) {
  const server = await ServerProcess.start({ name: 'the second server', env: { DATABASE_URL: databaseUrl, DATABASE_PATH: '', OPERATOR_KEY, DATABASE_POOL_SIZE: '2' } });
  return { url: server.url, stop: () => server.stop() };
}

/** A second app in this process on the harness's database. */
async function secondApp() {
  const config = { ...readConfig({}), ...depositHarnessConfig, staticDir: null, logger: false, guestRateLimits: false as const };
  const app = await buildApp({ db: h.db, clock: h.clock, config, sms: createSandboxSms(h.db, h.clock), venues: sandboxVenues });
  return { url: await listen(app), stop: () => app.close() };
}

beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
  here = await listen(h.app);
}, 30_000);
afterAll(async () => {
  await other?.stop();
  await h.close();
});

async function post(base: string, path: string, headers: Record<string, string>, body?: object) {
  const response = await fetch(`${base}/web${path}`, {
    method: 'POST',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
}

/**
 * Balance events until one shows `available`, all within `ms`: the stream may repeat the value it had
 * first (a second read a moment after opening, hub.ts), and only the new value is what this test awaits.
 */
async function balanceReaching(stream: StreamReader, available: string, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const balance = (await stream.next('balance', Math.max(1, deadline - Date.now()))).json as MemberBalanceMap;
    if (balance.availableBalance === available) return balance;
  }
}

async function confirmedOrder(token: string, amount: string) {
  const order = await bankOrder(h, token, amount);
  expectSuccess(await confirmOrder(h, token, order.id, [await uploadProof(h, token)]));
  return order;
}

describe(`two servers on one database`, () => {
  it('a deposit approved on the other server reaches a stream opened here before it started', async () => {
    const m = await createMember(h, 'cluster01');
    const order = await confirmedOrder(m.token, '210.00');
    const stream = await openStream(here, m.token);
    await stream.next('unread');
    other = isPostgres(h.db) ? await serverProcess(postgresPoolOf(h.db)!.options.connectionString!) : await secondApp();
    expectSuccess(await post(other.url, `/ops/deposits/${order.orderNo}/approve`, { authorization: `Bearer ${OPERATOR_KEY}` }));
    // Pushed: no server reads the database on a timer for streams, so the event can only arrive by the relay. How
    // soon it arrives is a speed, measured by scripts and not here (a loaded machine would fail a time bound).
    await balanceReaching(stream, '210.00', 30_000);
    stream.close();
  }, 90_000);

  it("a transfer made here reaches the member's stream on the other server", async () => {
    const m = await createMember(h, 'cluster02');
    expectSuccess(await post(here, '/sandbox/credit', { 'idempotency-key': 'cluster02-credit' }, { userName: m.userName, amount: '30.00' }));
    const stream = await openStream(other.url, m.token);
    expect(((await stream.next('balance')).json as MemberBalanceMap).availableBalance).toBe('30.00');
    await stream.next('unread');
    expectSuccess(await post(here, '/apiCode/convertMoney?from=central&to=gsport&amount=10.00', { token: m.token, 'idempotency-key': 'cluster02-transfer' }));
    await balanceReaching(stream, '20.00', 1000);
    stream.close();
  });
});
