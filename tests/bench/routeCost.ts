/**
 * `npx tsx tests/bench/routeCost.ts`: main-thread CPU per request of the bench's routes, in process: the
 * real app on a file SQLite database (as the server opens it), requests through Fastify's inject, 32 (or
 * one per member) at a time. No sockets, so neither the kernel's share of an answer nor the load
 * generator's is counted: what is left is the server's own code, which is what a change to it changes.
 * CPU time of the main thread (from /proc), the minimum of ROUTE_ROUNDS rounds, so a busy machine
 * inflates it less than a rate. ROUTE_ONLY=balance,transfers,… picks routes.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createClock } from '../../server/clock';
import { openPreparedDatabase } from '../../server/startup';
import { createSandboxSms } from '../../server/adapters/sms';
import { sandboxVenues } from '../../server/adapters/venues';
import { issueToken } from '../../server/features/auth/tokens';
import { timeOrderedUuid } from '../../machines/rules/ids';
import { insertMember, memberRow } from '../server/memberRows';

const ROUNDS = Number(process.env.ROUTE_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.ROUTE_PER_ROUND ?? 3_000);
const CONNECTIONS = 32;
const MEMBERS = 100;
const ONLY = process.env.ROUTE_ONLY?.split(',') ?? ['bare', 'balance', 'transfers', 'manyTransfers', 'bets'];

const mainThreadNs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);

const directory = mkdtempSync(join(tmpdir(), 'route-cost-'));
const config = { ...readConfig(), databaseUrl: null, databasePath: join(directory, 'site.db'), sandbox: true, logger: false };
const clock = createClock();
const db = await openPreparedDatabase(config, clock);
const app = await buildApp({ db, clock, config, sms: createSandboxSms(db, clock), venues: sandboxVenues });
await app.ready();

async function call(options: InjectOptions) {
  const response = await app.inject(options);
  if (!response.body.startsWith('{"code":0')) throw new Error(`${options.url}: ${response.body}`);
}
const keyed = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': timeOrderedUuid() });

/** Members with a session, 1,000.00 each and 500.00 of it at the venue, as the bench's. */
async function member(index: number) {
  const userName = `cost${String(index).padStart(3, '0')}`;
  const userId = await db.transaction().execute((trx) => insertMember(trx, memberRow(userName, `7${String(index).padStart(10, '0')}`, clock.now())));
  const token = await issueToken(db, clock, userId);
  await call({ method: 'POST', url: '/web/sandbox/credit', headers: keyed({}), payload: { userName, amount: '1000.00' } });
  await call({ method: 'POST', url: '/web/apiCode/convertMoney?from=central&to=gsport&amount=500.00', headers: keyed({ token }) });
  return token;
}
const tokens: string[] = [];
for (let index = 0; index < MEMBERS; index++) tokens.push(await member(index));

const flips = new Map<number, boolean>();
const transfer = (token: string, lane: number): InjectOptions => {
  const flip = !flips.get(lane);
  flips.set(lane, flip);
  const [from, to] = flip ? ['central', 'gsport'] : ['gsport', 'central'];
  return { method: 'POST', url: `/web/apiCode/convertMoney?from=${from}&to=${to}&amount=0.01`, headers: keyed({ token }) };
};
const routes: Record<string, { lanes: number; make: (lane: number) => InjectOptions }> = {
  bare: { lanes: CONNECTIONS, make: () => ({ method: 'GET', url: '/web/health' }) },
  balance: { lanes: CONNECTIONS, make: () => ({ method: 'POST', url: '/web/user/getUserBalance', headers: { token: tokens[0] } }) },
  transfers: { lanes: CONNECTIONS, make: (lane) => transfer(tokens[0], lane) },
  manyTransfers: { lanes: MEMBERS, make: (lane) => transfer(tokens[lane], lane + 1000) },
  bets: {
    lanes: MEMBERS,
    make: (lane) => ({ method: 'POST', url: '/web/sandbox/venue/gsport/round', headers: keyed({ token: tokens[lane], 'content-type': 'application/json' }), payload: '{"stake":"0.01"}' }),
  },
};

/** `count` requests, `lanes` at a time, each lane sending its next when its last is answered. */
async function load(count: number, route: (typeof routes)[string]) {
  let sent = 0;
  await Promise.all(
    Array.from({ length: route.lanes }, async (_, lane) => {
      while (sent < count) {
        sent++;
        await call(route.make(lane));
      }
    }),
  );
}

const figures: string[] = [];
for (const name of ONLY) {
  const route = routes[name];
  await load(PER_ROUND, route);
  const perRequest: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = mainThreadNs();
    await load(PER_ROUND, route);
    perRequest.push((mainThreadNs() - before) / 1000 / PER_ROUND);
  }
  perRequest.sort((a, b) => a - b);
  figures.push(`${name}: ${perRequest[0].toFixed(1)} µs (min; median ${perRequest[Math.floor(perRequest.length / 2)].toFixed(1)})`);
}
console.log(figures.join('; '));
await app.close();
await db.destroy();
