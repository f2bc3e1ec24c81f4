import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InviterRebateTotal, RebateRecord, RebateTotal } from '../../../contract/inviter';
import type { RecordPage } from '../../../contract/wallet';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import { businessDayOf } from '../../../machines/rules/businessDay';
import { percentOf } from '../games/rebates';
import { gameTypeNames } from './programme';
import type { ReportWindow } from './window';

/**
 * The agent's closed days (the nightly job's agent_days and their lines): a page of the business days the
 * window's times fall in, newest first, each with its platform fee details by game type, and their totals;
 * and what the agent has earned in all. Only the caller's own days are read.
 */

/** The platform fee of a line: the game type's fee on its valid bets, to the fen below. */
const platformFeeMinor = (validMinor: number, feeBp: number) => Math.floor((validMinor * feeBp) / 10_000);

function daysOf(db: Kysely<Database>, agentId: number, window: ReportWindow) {
  return db
    .selectFrom('agent_days')
    .where('agent_days.agent_id', '=', agentId)
    .where('agent_days.business_day', '>=', businessDayOf(window.startTime))
    .where('agent_days.business_day', '<=', businessDayOf(window.endTime));
}

export async function rebateRecords(db: Kysely<Database>, agentId: number, window: ReportWindow, language: LanguageCode): Promise<RecordPage<RebateRecord>> {
  const { total } = await daysOf(db, agentId, window)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const days = await daysOf(db, agentId, window)
    .selectAll()
    .orderBy('agent_days.business_day', 'desc')
    .limit(window.pageSize)
    .offset((window.pageIndex - 1) * window.pageSize)
    .execute();
  const lines =
    days.length === 0
      ? []
      : await db
          .selectFrom('agent_rebate_lines')
          .selectAll()
          .where('agent_id', '=', agentId)
          .where(
            'business_day',
            'in',
            days.map((day) => day.business_day),
          )
          .orderBy('game_type')
          .execute();
  const nameOf = await gameTypeNames(db, language);
  return {
    records: days.map((day) => {
      const own = lines
        .filter((line) => line.business_day === day.business_day)
        .map((line) => {
          const valid = Number(line.valid_minor);
          const fee = platformFeeMinor(valid, Number(line.fee_bp));
          return {
            gameType: Number(line.game_type),
            gameTypeName: nameOf(Number(line.game_type)),
            validBetAmount: formatMinor(valid),
            feePercent: percentOf(Number(line.fee_bp)),
            feeMinor: fee,
            platformFee: formatMinor(fee),
            rebate: formatMinor(Number(line.rebate_minor)),
          };
        });
      return {
        id: day.business_day,
        businessDay: day.business_day,
        orderNo: day.reference,
        activeInvitees: Number(day.active_invitees),
        validBetAmount: formatMinor(Number(day.valid_minor)),
        tier: day.tier === null ? null : Number(day.tier),
        sharePercent: percentOf(Number(day.share_bp)),
        platformFee: formatMinor(own.reduce((sum, line) => sum + line.feeMinor, 0)),
        rebate: formatMinor(Number(day.rebate_minor)),
        lines: own.map(({ feeMinor: _fee, ...line }) => line),
        createTime: Number(day.created_at),
      };
    }),
    total: Number(total),
    pageIndex: window.pageIndex,
    pageSize: window.pageSize,
  };
}

export async function rebateWindowTotal(db: Kysely<Database>, agentId: number, window: ReportWindow): Promise<RebateTotal> {
  const lines = await db
    .selectFrom('agent_rebate_lines')
    .select(['valid_minor', 'fee_bp', 'rebate_minor'])
    .where('agent_id', '=', agentId)
    .where('business_day', '>=', businessDayOf(window.startTime))
    .where('business_day', '<=', businessDayOf(window.endTime))
    .execute();
  const { days } = await daysOf(db, agentId, window)
    .select((eb) => eb.fn.countAll<number>().as('days'))
    .executeTakeFirstOrThrow();
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    days: Number(days),
    validBetAmount: formatMinor(sum((line) => Number(line.valid_minor))),
    platformFee: formatMinor(sum((line) => platformFeeMinor(Number(line.valid_minor), Number(line.fee_bp)))),
    rebate: formatMinor(sum((line) => Number(line.rebate_minor))),
  };
}

/** Everything the agent has been paid: rebates and prizes, and the latest closed day's rebate. */
export async function earnedTotal(db: Kysely<Database>, agentId: number): Promise<InviterRebateTotal & { rebateMinor: number; prizeMinor: number }> {
  const [rebates, prizes, last] = await Promise.all([
    db
      .selectFrom('agent_days')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('rebate_minor'), eb.lit(0)).as('total'))
      .where('agent_id', '=', agentId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('agent_prize_awards')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('prize_minor'), eb.lit(0)).as('total'))
      .where('agent_id', '=', agentId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('agent_days').select(['business_day', 'rebate_minor']).where('agent_id', '=', agentId).orderBy('business_day', 'desc').limit(1).executeTakeFirst(),
  ]);
  const rebateMinor = Number(rebates.total);
  const prizeMinor = Number(prizes.total);
  return {
    rebateTotal: formatMinor(rebateMinor),
    prizeTotal: formatMinor(prizeMinor),
    lastDay: last?.business_day ?? null,
    lastRebate: formatMinor(Number(last?.rebate_minor ?? 0)),
    rebateMinor,
    prizeMinor,
  };
}
