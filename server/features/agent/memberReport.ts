import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InviterRecord, InviterRecordGroup, InviterRecordTotal } from '../../../contract/inviter';
import type { RecordPage } from '../../../contract/wallet';
import { BET_STATUS } from '../../../machines/rules/bets';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import { gameTypeNames } from './programme';
import type { ReportWindow } from './window';

/**
 * The agent's member report (a row per invitee) and member game details (a row per invitee and game type):
 * the invitees' settled bets placed in the window (by bet time, as the bet records read them), with their
 * valid bets and win/loss (payout less stake, the member's side). Only the caller's own invitees are read.
 */

/** The invitee's settled bets of the window. */
function windowBets(db: Kysely<Database>, agentId: number, window: ReportWindow) {
  return db
    .selectFrom('bets')
    .innerJoin('invitations', 'invitations.invitee_id', 'bets.user_id')
    .where('invitations.inviter_id', '=', agentId)
    .where('bets.status', '=', BET_STATUS.settled)
    .where('bets.bet_at', '>=', window.startTime)
    .where('bets.bet_at', '<=', window.endTime);
}

const betFigures = (eb: ExpressionBuilder<Database, 'bets'>) => [
  eb.fn.countAll<number>().as('bet_count'),
  eb.fn.coalesce(eb.fn.sum<number>('bets.valid_stake_minor'), eb.lit(0)).as('valid'),
  eb.fn.coalesce(eb.fn.sum<number>(eb('bets.payout_minor', '-', eb.ref('bets.stake_minor'))), eb.lit(0)).as('win_loss'),
];

interface Figures {
  bet_count: number | string;
  valid: number | string;
  win_loss: number | string;
}

const figuresOf = (row: Figures | undefined) => ({
  betCount: Number(row?.bet_count ?? 0),
  validBetAmount: formatMinor(Number(row?.valid ?? 0)),
  winLoss: formatMinor(Number(row?.win_loss ?? 0)),
});

/** A page of invitees registered by the window's end, newest first, each with the window's figures. */
async function memberRows(db: Kysely<Database>, agentId: number, window: ReportWindow): Promise<RecordPage<InviterRecord>> {
  const invitees = db.selectFrom('invitations').where('invitations.inviter_id', '=', agentId).where('invitations.created_at', '<=', window.endTime);
  const { total } = await invitees.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await invitees
    .innerJoin('users', 'users.id', 'invitations.invitee_id')
    .select(['invitations.invitee_id', 'invitations.created_at', 'invitations.qualified_day', 'users.user_name'])
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.invitee_id', 'desc')
    .limit(window.pageSize)
    .offset((window.pageIndex - 1) * window.pageSize)
    .execute();
  const ids = rows.map((row) => Number(row.invitee_id));
  const figures =
    ids.length === 0
      ? []
      : await windowBets(db, agentId, window)
          .where('bets.user_id', 'in', ids)
          .select((eb) => ['bets.user_id', ...betFigures(eb)])
          .groupBy('bets.user_id')
          .execute();
  const figuresById = new Map(figures.map((row) => [Number(row.user_id), row]));
  return {
    records: rows.map((row) => ({
      id: String(row.invitee_id),
      userName: row.user_name,
      registerTime: Number(row.created_at),
      qualified: row.qualified_day !== null,
      gameType: null,
      gameTypeName: null,
      ...figuresOf(figuresById.get(Number(row.invitee_id))),
    })),
    total: Number(total),
    pageIndex: window.pageIndex,
    pageSize: window.pageSize,
  };
}

/** A page of (invitee, game type) pairs with bets in the window, the latest invitee first. */
async function gameRows(db: Kysely<Database>, agentId: number, window: ReportWindow, language: LanguageCode): Promise<RecordPage<InviterRecord>> {
  const grouped = windowBets(db, agentId, window)
    .leftJoin('platforms', 'platforms.plat_type', 'bets.plat_type')
    .groupBy(['bets.user_id', 'platforms.game_type']);
  const { total } = await db
    .selectFrom(grouped.select(['bets.user_id', 'platforms.game_type']).as('pairs'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await grouped
    .innerJoin('users', 'users.id', 'bets.user_id')
    .select((eb) => ['bets.user_id', 'platforms.game_type', eb.fn.max('users.user_name').as('user_name'), eb.fn.max('invitations.created_at').as('created_at'), eb.fn.max('invitations.qualified_day').as('qualified_day'), ...betFigures(eb)])
    .orderBy('bets.user_id', 'desc')
    .orderBy('platforms.game_type')
    .limit(window.pageSize)
    .offset((window.pageIndex - 1) * window.pageSize)
    .execute();
  const nameOf = await gameTypeNames(db, language);
  return {
    records: rows.map((row) => {
      const gameType = row.game_type === null ? -1 : Number(row.game_type);
      return {
        id: `${row.user_id}:${gameType}`,
        userName: String(row.user_name),
        registerTime: Number(row.created_at),
        qualified: row.qualified_day !== null,
        gameType,
        gameTypeName: nameOf(gameType),
        ...figuresOf(row),
      };
    }),
    total: Number(total),
    pageIndex: window.pageIndex,
    pageSize: window.pageSize,
  };
}

export const inviterRecords = (db: Kysely<Database>, agentId: number, window: ReportWindow, groupBy: InviterRecordGroup, language: LanguageCode) =>
  groupBy === 'game' ? gameRows(db, agentId, window, language) : memberRows(db, agentId, window);

/** The report's totals over the same window (paging ignored). */
export async function inviterRecordTotal(db: Kysely<Database>, agentId: number, window: ReportWindow): Promise<InviterRecordTotal> {
  const [invitees, bets] = await Promise.all([
    db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('inviter_id', '=', agentId)
      .where('created_at', '<=', window.endTime)
      .executeTakeFirstOrThrow(),
    windowBets(db, agentId, window)
      .select((eb) => [eb.fn.count<number>('bets.user_id').distinct().as('active'), ...betFigures(eb)])
      .executeTakeFirstOrThrow(),
  ]);
  return { invitees: Number(invitees.n), activeInvitees: Number(bets.active), ...figuresOf(bets) };
}
