/**
 * `npm run bench:vip`: the VIP daily job's row (issue 24). N members (VIP_MEMBERS, default 100,000), each with
 * a day of valid turnover that promotes them (tests/server/vipDayMembers.ts), are written straight into a
 * fresh database; then runVipDay closes that day for all of them, as the scheduled job does, and the bench
 * reports members processed per second and checks the outcome (every member closed, promoted once, issued
 * their items once, and the ledger check clean).
 * SQLite (a file, as the server opens it; unless BENCH_SQLITE=0); PostgreSQL too when BENCH_DATABASE_URL names
 * a server whose user may create databases (the bench makes a database of its own there and drops it after).
 * Target: 100,000 members within 5 minutes on SQLite. `--write` records the figures in docs/performance.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { openPostgres, openSqlite } from '../../server/db/connect';
import { auditLedger } from '../../server/ledger/ledger';
import { createClock } from '../../server/clock';
import { runVipDay } from '../../server/features/vip/vipDay';
import { administer, databaseUrl, prepareFirstStart, randomDatabaseName } from '../server/postgresTemplate';
import { membersWithTurnover } from '../server/vipDayMembers';

const MEMBERS = Number(process.env.VIP_MEMBERS ?? 100_000);
/** A Friday: its pay day is a Saturday, so each member gets the weekly red packet as well as the rebate and the upgrade gift. */
const DAY = '2026-11-27';
const ITEMS_PER_MEMBER = 3;
const TARGET_MS = 5 * 60_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.trim() || null;
const PERFORMANCE_PAGE = 'docs/performance.md';
const FIGURES_START = '<!-- vip day figures -->';
const FIGURES_END = '<!-- end of vip day figures -->';

interface Row {
  engine: string;
  setupMs: number;
  jobMs: number;
  perSecond: number;
  problems: string[];
}

async function measure(engine: string, db: Kysely<Database>): Promise<Row> {
  await prepareFirstStart(db);
  const setupStarted = performance.now();
  await membersWithTurnover(db, DAY, MEMBERS, 'bench');
  const setupMs = performance.now() - setupStarted;
  const started = performance.now();
  const report = await runVipDay(db, createClock(), DAY);
  const jobMs = performance.now() - started;
  const problems: string[] = [];
  if (report.membersClosed !== MEMBERS) problems.push(`${report.membersClosed} members closed of ${MEMBERS}`);
  if (report.promoted !== MEMBERS) problems.push(`${report.promoted} promoted of ${MEMBERS}`);
  if (report.welfareIssued !== MEMBERS * ITEMS_PER_MEMBER) problems.push(`${report.welfareIssued} items issued, not ${MEMBERS * ITEMS_PER_MEMBER}`);
  const changes = await db.selectFrom('vip_level_changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(changes.n) !== MEMBERS) problems.push(`${changes.n} level changes, not ${MEMBERS}`);
  const again = await runVipDay(db, createClock(), DAY);
  if (again.membersClosed !== 0 || again.welfareIssued !== 0) problems.push(`a second run closed ${again.membersClosed} and issued ${again.welfareIssued}`);
  problems.push(...(await auditLedger(db)).problems);
  const row = { engine, setupMs, jobMs, perSecond: Math.round((MEMBERS / jobMs) * 1000), problems };
  console.log(`${engine}: ${MEMBERS} members set up in ${(setupMs / 1000).toFixed(1)} s; the day closed in ${(jobMs / 1000).toFixed(1)} s, ${row.perSecond} members/s${problems.length ? `; PROBLEMS: ${problems.join('; ')}` : ''}`);
  return row;
}

async function onSqlite(): Promise<Row> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-vip-'));
  const db = openSqlite(join(folder, 'site.db'));
  try {
    return await measure('SQLite (a file, WAL, as the server opens it)', db);
  } finally {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string): Promise<Row> {
  const name = randomDatabaseName('bench_vip');
  await administer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const db = openPostgres(databaseUrl(serverUrl, name));
  try {
    const version = await administer(serverUrl, (admin) => admin.query<{ server_version: string; fsync: string }>("select current_setting('server_version') as server_version, current_setting('fsync') as fsync"));
    const { server_version, fsync } = version.rows[0];
    return await measure(`PostgreSQL ${server_version} (fsync=${fsync})`, db);
  } finally {
    await db.destroy();
    await administer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
}

const loadBefore = loadavg()[0];
const rows: Row[] = [];
if (process.env.BENCH_SQLITE !== '0') rows.push(await onSqlite());
if (POSTGRES_URL) rows.push(await onPostgres(POSTGRES_URL));
const loadAfter = loadavg()[0];

const sqlite = rows.find((row) => row.engine.startsWith('SQLite'));
const missed = sqlite !== undefined && MEMBERS >= 100_000 && sqlite.jobMs > (TARGET_MS * MEMBERS) / 100_000;
if (process.argv.includes('--write')) {
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} (cores shared with other work).`,
    `${MEMBERS} members, each a VIP1 with one settled bet on ${DAY} that promotes them: closing the day drives each member's VIP machine, writes the level change and issues a rebate, an upgrade gift and a weekly red packet (three items), one transaction a batch of 500 members.`,
    '',
    '| engine | members/s | the day closed in | setting up the members (not measured) |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.engine} | ${row.perSecond} | ${(row.jobMs / 1000).toFixed(1)} s | ${(row.setupMs / 1000).toFixed(1)} s |`),
    '',
    `Target: 100,000 members within 5 minutes on SQLite (${Math.ceil(100_000 / 300)} members/s).${sqlite ? ` SQLite ${sqlite.jobMs <= TARGET_MS ? 'meets it' : 'misses it'}: ${(sqlite.jobMs / 1000).toFixed(1)} s.` : ''}`,
    `After each run: every member closed and promoted once, ${ITEMS_PER_MEMBER} items each, a second run of the day closes and issues nothing, the ledger check finds nothing${rows.some((row) => row.problems.length) ? ' — NOT SO: see the problems printed' : ''}.`,
  ].join('\n');
  const page = readFileSync(PERFORMANCE_PAGE, 'utf8');
  const [before, rest] = page.split(FIGURES_START);
  const after = rest?.split(FIGURES_END)[1];
  if (after === undefined) throw new Error(`${PERFORMANCE_PAGE} lacks the ${FIGURES_START} … ${FIGURES_END} markers`);
  writeFileSync(PERFORMANCE_PAGE, `${before}${FIGURES_START}\n${table}\n${FIGURES_END}${after}`);
}
process.exitCode = rows.some((row) => row.problems.length > 0) || missed ? 1 : 0;
