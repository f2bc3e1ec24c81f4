import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { Job } from '../../jobs/job';
import { BET_STATUS } from '../../../machines/rules/bets';
import { vipAfterDay } from '../../../machines/vip';
import { rebateMinorOf, type VipStanding } from '../../../machines/rules/vip';
import { businessDayOf, businessDayStart, dayAfter, daysBetween } from '../../../machines/rules/businessDay';
import { requirementsOf, vipLevels, welfareMultiples } from './levels';
import { dayWelfare, type DayFacts } from '../welfare/issue';
import { notifyMember } from '../messages/notify';
import { publishUnread } from '../../events/publish';

/**
 * The VIP daily job (spec section 4): closes a business day (UTC+8) for every member by driving the VIP
 * machine (machines/vip.ts, the same statechart the site runs) with the day's valid turnover, writes a
 * level change to users.level_id and vip_level_changes, and issues the day's welfare items (the rebate
 * on the day's turnover, an upgrade gift, the weekly red packet, the birthday gift: ../welfare/issue.ts).
 *
 * Members close in batches, one transaction a batch; each member's writes start by moving their standing's
 * closed_day on, conditional on it still being the day before: a second run of the same day, a run resumed after a kill, or a second
 * server running the job at the same time finds it moved and writes nothing for that member. Welfare items
 * are unique by key (member, kind and period), so nothing can be issued, or later paid, twice.
 *
 * A member without a standing joins on the first day closed for them, from 0 turnover counted (the day
 * they registered, if the job ran then). A member whose last closed day lies further back has the days
 * between closed first, in order.
 */

export interface VipDayReport {
  day: string;
  membersClosed: number;
  promoted: number;
  relegated: number;
  welfareIssued: number;
}

/** Rebate ratios in basis points by game type, then level. */
type RebateTable = Map<number, number[]>;

interface MemberRow {
  id: number;
  level_id: number;
  created_at: number;
  birth_date: string | null;
  closed_day: string | null;
  counted_minor: number | null;
  quarter_days: number | null;
  quarter_minor: number | null;
}

const MEMBER_BATCH = 500;

/** Valid turnover settled within [from, to), by member and game type (a venue without a category counts, with no rebate). */
async function turnoverByMember(db: Kysely<Database>, from: number, to: number, userId?: number): Promise<Map<number, Map<number, number>>> {
  let query = db
    .selectFrom('bets')
    .leftJoin('platforms', 'platforms.plat_type', 'bets.plat_type')
    .select((eb) => ['bets.user_id', 'platforms.game_type', eb.fn.sum<number>('bets.valid_stake_minor').as('total')])
    .where('bets.status', '=', BET_STATUS.settled)
    .where('bets.settled_at', '>=', from)
    .where('bets.settled_at', '<', to)
    .groupBy(['bets.user_id', 'platforms.game_type']);
  if (userId !== undefined) query = query.where('bets.user_id', '=', userId);
  const byMember = new Map<number, Map<number, number>>();
  for (const row of await query.execute()) {
    const member = byMember.get(Number(row.user_id)) ?? new Map<number, number>();
    member.set(row.game_type === null ? -1 : Number(row.game_type), Number(row.total));
    byMember.set(Number(row.user_id), member);
  }
  return byMember;
}

async function rebateTable(db: Kysely<Database>): Promise<RebateTable> {
  const table: RebateTable = new Map();
  for (const row of await db.selectFrom('game_rebates').selectAll().execute()) {
    const ratios = table.get(Number(row.game_type)) ?? [];
    ratios[Number(row.vip_level)] = Number(row.ratio_bp);
    table.set(Number(row.game_type), ratios);
  }
  return table;
}

const sumOf = (byType: Map<number, number> | undefined) => [...(byType?.values() ?? [])].reduce((sum, value) => sum + value, 0);

function rebateOf(byType: Map<number, number> | undefined, rebates: RebateTable, level: number): number {
  let total = 0;
  for (const [gameType, turnover] of byType ?? []) total += rebateMinorOf(turnover, rebates.get(gameType)?.[level] ?? 0);
  return total;
}

/**
 * Closes `day` for one member inside `trx`; answers the change, or null when the standing had already moved
 * past `previousDay` (another run closed the day): then nothing was written.
 */
async function closeMemberDay(
  trx: Transaction<Database>,
  clock: Clock,
  member: { id: number; createdAt: number; birthDate: string | null },
  before: { standing: VipStanding; closedDay: string | null },
  day: string,
  byType: Map<number, number> | undefined,
  context: { levels: Awaited<ReturnType<typeof vipLevels>>; rebates: RebateTable; multiples: Awaited<ReturnType<typeof welfareMultiples>> },
) {
  const { standing, change } = vipAfterDay(requirementsOf(context.levels), before.standing, sumOf(byType));
  const values = { counted_minor: standing.countedMinor, quarter_days: standing.quarterDays, quarter_minor: standing.quarterMinor, closed_day: day };
  const moved =
    before.closedDay === null
      ? await trx.insertInto('vip_standings').values({ user_id: member.id, ...values }).onConflict((oc) => oc.column('user_id').doNothing()).returning('user_id').executeTakeFirst()
      : await trx.updateTable('vip_standings').set(values).where('user_id', '=', member.id).where('closed_day', '=', before.closedDay).returning('user_id').executeTakeFirst();
  if (!moved) return null;
  const now = clock.now();
  if (standing.level !== before.standing.level) {
    await trx.updateTable('users').set({ level_id: standing.level }).where('id', '=', member.id).execute();
    await trx.insertInto('vip_level_changes').values({ user_id: member.id, business_day: day, from_level: before.standing.level, to_level: standing.level, created_at: now }).execute();
    // Told in the same transaction as the change (issue 25): both are written, or neither.
    await notifyMember(trx, clock, member.id, { event: change === 'promoted' ? 'vipPromoted' : 'vipRelegated', level: standing.level });
  }
  const facts: DayFacts = {
    userId: member.id,
    day,
    levelBefore: before.standing.level,
    levelAfter: standing.level,
    promoted: change === 'promoted',
    rebateMinor: rebateOf(byType, context.rebates, before.standing.level),
    registeredAt: member.createdAt,
    birthDate: member.birthDate,
  };
  const issued = await dayWelfare(trx, now, facts, context.levels, context.multiples);
  if (issued > 0) await notifyMember(trx, clock, member.id, { event: 'welfareWaiting', count: issued });
  return { change, issued, standing, told: issued > 0 || standing.level !== before.standing.level };
}

/** Closes business day `day` for every member registered by its end who has not had it closed yet. */
export async function runVipDay(db: Kysely<Database>, clock: Clock, day: string): Promise<VipDayReport> {
  const start = businessDayStart(day);
  const end = businessDayStart(dayAfter(day));
  const context = { levels: await vipLevels(db), rebates: await rebateTable(db), multiples: await welfareMultiples(db) };
  if (context.levels.length === 0) throw new Error('runVipDay: no VIP levels (server/content/vip.json is loaded at start)');
  const dayTurnover = await turnoverByMember(db, start, end);
  const report: VipDayReport = { day, membersClosed: 0, promoted: 0, relegated: 0, welfareIssued: 0 };
  let afterId = 0;
  for (;;) {
    const members: MemberRow[] = await db
      .selectFrom('users')
      .leftJoin('vip_standings', 'vip_standings.user_id', 'users.id')
      .select(['users.id', 'users.level_id', 'users.created_at', 'users.birth_date', 'vip_standings.closed_day', 'vip_standings.counted_minor', 'vip_standings.quarter_days', 'vip_standings.quarter_minor'])
      .where('users.id', '>', afterId)
      .where('users.created_at', '<', end)
      .where((eb) => eb.or([eb('vip_standings.closed_day', 'is', null), eb('vip_standings.closed_day', '<', day)]))
      .orderBy('users.id')
      .limit(MEMBER_BATCH)
      .execute();
    if (members.length === 0) break;
    afterId = Number(members[members.length - 1].id);
    // The batch's members close in one transaction: one commit (one fsync) for the batch rather than one a
    // member, which is what lets the job close 100,000 members within minutes (docs/performance.md). Each
    // member's writes still start with their own conditional move of closed_day, so a member another run
    // has closed is skipped alone; a kill loses the batch whole, and the next run closes it.
    const told: number[] = [];
    const batch = await db.transaction().execute(async (trx) => {
      const tally = { membersClosed: 0, promoted: 0, relegated: 0, welfareIssued: 0 };
      for (const row of members) {
        const member = { id: Number(row.id), createdAt: Number(row.created_at), birthDate: row.birth_date };
        let closedDay = row.closed_day;
        let standing: VipStanding =
          closedDay === null
            ? { level: Number(row.level_id), countedMinor: 0, quarterDays: 0, quarterMinor: 0 }
            : { level: Number(row.level_id), countedMinor: Number(row.counted_minor), quarterDays: Number(row.quarter_days), quarterMinor: Number(row.quarter_minor) };
        // Days missed since the last close (a job that did not run), in order, before this one.
        const missed = closedDay === null ? [] : Array.from({ length: Math.max(0, daysBetween(closedDay, day) - 1) }, (_, index) => dayAfter(closedDay!, index + 1));
        for (const close of [...missed, day]) {
          const byType =
            close === day ? dayTurnover.get(member.id) : (await turnoverByMember(trx, businessDayStart(close), businessDayStart(dayAfter(close)), member.id)).get(member.id);
          const outcome = await closeMemberDay(trx, clock, member, { standing, closedDay }, close, byType, context);
          if (!outcome) break;
          standing = outcome.standing;
          closedDay = close;
          tally.membersClosed += close === day ? 1 : 0;
          if (outcome.change === 'promoted') tally.promoted += 1;
          if (outcome.change === 'relegated') tally.relegated += 1;
          tally.welfareIssued += outcome.issued;
          if (outcome.told && told.at(-1) !== member.id) told.push(member.id);
        }
      }
      return tally;
    });
    // Committed: the members told of a change or a gift see their unread count rise in an open tab.
    for (const userId of told) publishUnread(db, userId);
    report.membersClosed += batch.membersClosed;
    report.promoted += batch.promoted;
    report.relegated += batch.relegated;
    report.welfareIssued += batch.welfareIssued;
  }
  return report;
}

/** The business day before the one `now` falls in: the day the job closes when it runs just after midnight. */
export const dayToClose = (now: number) => dayAfter(businessDayOf(now), -1);

/** Runs the job for the day before now's (the scheduler's entry point; safe to call again and from several servers). */
export const runVipDayDue = (db: Kysely<Database>, clock: Clock) => runVipDay(db, clock, dayToClose(clock.now()));

/**
 * The scheduled VIP day: at midnight in the site's time zone it closes the business day that just ended (each
 * missed midnight in order). Safe to run again for a slot: runVipDay writes nothing for a member whose day is closed.
 */
export const vipDayJob: Job = {
  name: 'vipDay',
  cron: '0 0 * * *',
  catchUp: 'each',
  run: (db, clock, slot) => runVipDay(db, clock, dayToClose(slot)),
};
