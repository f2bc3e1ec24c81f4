/**
 * `npx tsx tests/bench/stepCost.ts`: the CPU a transfer's and a sandbox round's SQLite step costs the
 * server's main thread, without HTTP: the steps of convertMoney and of a round run in process on a file
 * database as the server opens it (WAL, group commit, the checkpointer), 32 at a time as the bench's
 * connections send them, each batch waiting for its commit. CPU time of the main thread (from /proc) per
 * step, so a busy machine slows it less than a rate; with STEP_STATEMENTS=1 also each statement's time.
 * Before the runs the database gets STEP_HISTORY transfers (default 20,000), as a bench leaves it;
 * STEP_TOGETHER (default 32) sets how many calls go at once.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Statement } from 'better-sqlite3';
import { openSqlite } from '../../server/db/connect';
import { prepareDatabase } from '../../server/startup';
import { readConfig } from '../../server/config';
import { createClock } from '../../server/clock';
import { timeOrderedUuid } from '../../machines/rules/ids';
import { movementKeysOf } from '../../server/ledger/idempotency';
import { ensureWallet } from '../../server/features/wallet/wallets';
import { inOneGo } from '../../server/ledger/ledger';
import { placeSettledBetInOneGo } from '../../server/features/bets/roundInOneGo';
import { simulatedOutcome, simulatedRound, type SimulatedRound } from '../../server/features/bets/simulatedRound';
import { sandboxCredit, transferInOneGo } from '../../server/features/wallet/transfers';
import { insertMember, memberRow } from '../server/memberRows';

const ROUNDS = Number(process.env.STEP_ROUNDS ?? 7);
const PER_ROUND = Number(process.env.STEP_PER_ROUND ?? 3_000);
const TOGETHER = Number(process.env.STEP_TOGETHER ?? 32);
const HISTORY = Number(process.env.STEP_HISTORY ?? 20_000);
const STATEMENTS = process.env.STEP_STATEMENTS === '1';

const mainThreadNs = () => Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);

const statementTimes = new Map<string, { ns: bigint; calls: number }>();
function timeStatements(statement: Statement) {
  const prototype = Object.getPrototypeOf(statement) as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['run', 'all', 'get']) {
    const original = prototype[method];
    prototype[method] = function (this: Statement, ...args: unknown[]) {
      const start = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const entry = statementTimes.get(this.source) ?? { ns: 0n, calls: 0 };
        entry.ns += process.hrtime.bigint() - start;
        entry.calls++;
        statementTimes.set(this.source, entry);
      }
    };
  }
}

const directory = mkdtempSync(join(tmpdir(), 'step-cost-'));
const db = openSqlite(join(directory, 'site.db'));
const clock = createClock();
await prepareDatabase(db, { ...readConfig(), sandbox: true }, clock);

/** STEP_MEMBERS members (default 1), each step by the next of them in turn, as the bench's 100-member runs. */
const MEMBERS = Number(process.env.STEP_MEMBERS ?? 1);
const members: number[] = [];
for (let index = 0; index < MEMBERS; index++) {
  const name = `steps${index}`;
  const userId = await db.transaction().execute((trx) => insertMember(trx, memberRow(name, `7${String(index).padStart(10, '0')}`, clock.now())));
  await db.transaction().execute((trx) => sandboxCredit(trx, clock, userId, 1_000_000_00, movementKeysOf(userId, timeOrderedUuid())));
  await ensureWallet(db, userId, 'gsport');
  // The venue wallet starts with money of its own, as the bench's do.
  await inOneGo(
    db,
    clock,
    { userId, key: 'seed-venue', request: 'seed', movementKey: movementKeysOf(userId, 'seed-venue')() },
    transferInOneGo({ inward: true, platType: 'gsport', amountMinor: 1_000_00 }),
  );
  members.push(userId);
}
let turn = 0;
const nextMember = () => members[turn++ % members.length];

const transfer = () => {
  const inward = turn % (2 * members.length) < members.length;
  const userId = nextMember();
  const key = timeOrderedUuid();
  return inOneGo(
    db,
    clock,
    {
      userId,
      key,
      request: `POST /web/apiCode/convertMoney {"body":{},"params":{},"query":{"amount":"0.01","from":"${inward ? 'central' : 'gsport'}","to":"${inward ? 'gsport' : 'central'}"}}`,
      movementKey: movementKeysOf(userId, key)(),
    },
    transferInOneGo({ inward, platType: 'gsport', amountMinor: 1 }),
  );
};
const round = () => {
  const userId = nextMember();
  const key = timeOrderedUuid();
  const betKey = `sandbox:${key}`;
  const stepOf = ({ game, roundId }: SimulatedRound) =>
    placeSettledBetInOneGo(db, clock, {
      call: { userId, key, movementKey: movementKeysOf(userId, key)(), request: `POST /web/sandbox/venue/:platType/round {"body":{"stake":"0.01"},"params":{"platType":"gsport"},"query":{}}` },
      input: { memberId: userId, platType: 'gsport', ...game, roundId, stakeMinor: 1, key: betKey },
      outcome: simulatedOutcome(1),
    });
  const played = simulatedRound(db, betKey, 'gsport', 'zh');
  return played instanceof Promise ? played.then(stepOf) : stepOf(played);
};

async function batches(count: number, one: () => Promise<unknown>) {
  for (let done = 0; done < count; done += TOGETHER) await Promise.all(Array.from({ length: Math.min(TOGETHER, count - done) }, one));
}

await batches(HISTORY, transfer);

async function measure(name: string, one: () => Promise<unknown>) {
  const perStep: number[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    statementTimes.clear();
    const before = mainThreadNs();
    await batches(PER_ROUND, one);
    perStep.push((mainThreadNs() - before) / 1000 / PER_ROUND);
  }
  perStep.sort((a, b) => a - b);
  console.log(`${name}: main-thread CPU per step ${perStep.map((value) => value.toFixed(1)).join(', ')} µs (min ${perStep[0].toFixed(1)}, median ${perStep[Math.floor(perStep.length / 2)].toFixed(1)})`);
  if (STATEMENTS) {
    for (const [sql, { ns, calls }] of [...statementTimes].sort((a, b) => Number(b[1].ns - a[1].ns))) {
      console.log(`  ${(Number(ns) / 1000 / PER_ROUND).toFixed(1).padStart(6)} µs/step  ${String(calls).padStart(6)} calls  ${sql.replace(/\s+/g, ' ').slice(0, 150)}`);
    }
  }
}

if (STATEMENTS) {
  // Every statement the driver prepares shares one prototype: patch it through a statement of the same driver.
  const SQLite = (await import('better-sqlite3')).default;
  const probe = new SQLite(':memory:');
  timeStatements(probe.prepare('select 1'));
  probe.close();
}
const only = process.env.STEP_ONLY?.split(',') ?? ['transfer', 'round'];
if (only.includes('transfer')) await measure('transfer', transfer);
if (only.includes('round')) await measure('round', round);
await db.destroy();
