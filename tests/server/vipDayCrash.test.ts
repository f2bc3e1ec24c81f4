import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { auditLedger } from '../../server/ledger/ledger';
import { createClock } from '../../server/clock';
import { runVipDay, type VipDayReport } from '../../server/features/vip/vipDay';
import { prepareFirstStart } from './postgresTemplate';
import { spawnScript } from './serverProcess';
import { scratchDatabase, type ScratchDatabase } from './scratchDatabase';
import { membersWithTurnover, STARTING_LEVEL } from './vipDayMembers';

/**
 * The VIP daily job killed in the middle (issue 24). A child process (vipDayChild.ts) closes a business day
 * for 2,000 members, each with turnover that earns a rebate and a promotion with its upgrade gift (and, the
 * next day being a Saturday, a weekly red packet), and is SIGKILLed once some members are closed and before
 * all are. A second run completes the day. Then every member has exactly one level change and one item of
 * each kind for the period, no item was issued twice, a third run changes nothing, and the ledger check is
 * clean. On a SQLite file, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set (the child on the
 * same database).
 */

const MEMBERS = 2_000;
/** A Friday: the pay day is a Saturday. */
const DAY = '2026-11-27';
const KINDS = ['rebate', 'upgrade', 'weekly'];

/** The job in a process of its own; answers the child and its report (null when it was killed first). */
function runChild(database: ScratchDatabase) {
  const job = spawnScript('tests/server/vipDayChild.ts', [DAY], database.env);
  const done = job.exited.then(({ code, signal }): VipDayReport | null => {
    if (signal === 'SIGKILL') return null;
    if (code === 0) return JSON.parse(job.stdout().trim().split('\n').pop()!) as VipDayReport;
    throw new Error(`the VIP day child exited ${code}: ${job.output()}`);
  });
  return { child: job.child, done };
}

const closedCount = async (db: Kysely<Database>) =>
  Number((await db.selectFrom('vip_standings').select((eb) => eb.fn.countAll<number>().as('n')).where('closed_day', '=', DAY).executeTakeFirstOrThrow()).n);

const database = await scratchDatabase('vipcrash');

afterAll(() => database.drop());

describe(`the VIP day SIGKILLed mid-run on ${database.engine}`, () => {
  it('a second run completes the day: one level change and one item of each kind a member, none twice, the ledger clean', { timeout: 240_000 }, async () => {
    const db = database.open();
    await prepareFirstStart(db);
    const members = await membersWithTurnover(db, DAY, MEMBERS, 'vipcrash');
    expect(members).toHaveLength(MEMBERS);

    // The first run, killed once it has closed some members and before it has closed them all.
    const first = runChild(database);
    let closedAtKill = 0;
    for (;;) {
      closedAtKill = await closedCount(db);
      if (closedAtKill > 0 || first.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill('SIGKILL');
    expect(await first.done, 'the first run was killed before it finished').toBeNull();
    const closedAfterKill = await closedCount(db);
    expect(closedAfterKill).toBeGreaterThan(0);
    expect(closedAfterKill).toBeLessThan(MEMBERS);

    // The second run closes the rest, and only the rest.
    const second = await runChild(database).done;
    expect(second).toMatchObject({ day: DAY, membersClosed: MEMBERS - closedAfterKill, promoted: MEMBERS - closedAfterKill, relegated: 0 });
    expect(second!.welfareIssued).toBe((MEMBERS - closedAfterKill) * KINDS.length);
    expect(await closedCount(db)).toBe(MEMBERS);

    // Every member: promoted once (one level change, to the next level), one item of each kind for the pay day.
    const changes = await db.selectFrom('vip_level_changes').select(['user_id', 'business_day', 'from_level', 'to_level']).execute();
    expect(changes).toHaveLength(MEMBERS);
    expect(new Set(changes.map((change) => Number(change.user_id))).size).toBe(MEMBERS);
    expect(changes.every((change) => change.business_day === DAY && Number(change.from_level) === STARTING_LEVEL && Number(change.to_level) === STARTING_LEVEL + 1)).toBe(true);
    const levels = await db.selectFrom('users').select(['level_id', (eb) => eb.fn.countAll<number>().as('n')]).where('id', 'in', members).groupBy('level_id').execute();
    expect(levels.map((row) => [Number(row.level_id), Number(row.n)])).toEqual([[STARTING_LEVEL + 1, MEMBERS]]);
    const items = await db.selectFrom('welfare_items').select(['user_id', 'kind', 'business_day', 'item_key']).execute();
    expect(items).toHaveLength(MEMBERS * KINDS.length);
    expect(new Set(items.map((item) => item.item_key)).size).toBe(items.length);
    const perMemberKind = new Map<string, number>();
    for (const item of items) perMemberKind.set(`${item.user_id}:${item.kind}:${item.business_day}`, (perMemberKind.get(`${item.user_id}:${item.kind}:${item.business_day}`) ?? 0) + 1);
    expect(perMemberKind.size).toBe(MEMBERS * KINDS.length);
    expect([...perMemberKind.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(KINDS));

    // A third run of the day finds nothing to do.
    expect(await runVipDay(db, createClock(), DAY)).toEqual({ day: DAY, membersClosed: 0, promoted: 0, relegated: 0, welfareIssued: 0 });
    expect(await db.selectFrom('welfare_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: MEMBERS * KINDS.length });
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
