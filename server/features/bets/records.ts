import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import type { Database } from '../../db/schema';
import { badRequest, DomainError } from '../../errors';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { betStatusLabelKey } from '../../../machines/rules/bets';
import { BetRecordQuery, type BetDetail, type BetRecord, type BetTotals } from '../../../contract/bets';
import { BET_STATUS } from '../../../machines/rules/bets';
import { houseRoundResult } from '../house/roundResult';
import type { RecordPage } from '../../../contract/wallet';
import { toBetRow, type BetRow } from './service';

/**
 * Bet records (/user/getBetRecord, /user/getSumBetRecord): the member's own bets placed in a window of
 * at most 30 days, optionally of one venue, newest first by page, and their totals. Another member's
 * bets are never in the filter, so they answer as if they did not exist.
 */

export interface BetWindow {
  platType: string | null;
  startTime: number;
  endTime: number;
  pageIndex: number;
  pageSize: number;
}

/** Both times given, the end not before the start, and at most 30 days between them (spec section 9). */
export function betWindow(query: BetRecordQuery): BetWindow {
  const { startTime, endTime } = query;
  if (startTime === undefined || endTime === undefined) throw badRequest('error.timeRequired');
  if (endTime < startTime) throw badRequest('error.timeOrder');
  if (endTime - startTime > RECORD_WINDOW_DAYS * DAY_MS) throw badRequest('error.timeRange', { days: RECORD_WINDOW_DAYS });
  const filled = Value.Default(BetRecordQuery, { ...query }) as Required<Omit<BetRecordQuery, 'platType'>>;
  const platType = (query.platType ?? '').trim() === '' ? null : (query.platType ?? '').trim();
  return { platType, startTime, endTime, pageIndex: filled.pageIndex, pageSize: filled.pageSize };
}

function betsOf(db: Kysely<Database>, userId: number, window: BetWindow) {
  let query = db
    .selectFrom('bets')
    .where('bets.user_id', '=', userId)
    .where('bets.bet_at', '>=', window.startTime)
    .where('bets.bet_at', '<=', window.endTime);
  if (window.platType !== null) query = query.where('bets.plat_type', '=', window.platType);
  return query;
}

/** A bet as its record shows it: amounts to two decimals, the status with its label in the caller's language. */
export const betRecordOf = (bet: BetRow, apiTitle: string, language: LanguageCode): BetRecord => ({
  id: bet.id,
  orderNo: bet.orderNo,
  platType: bet.platType,
  apiTitle,
  gameCode: bet.gameCode,
  gameName: bet.gameName,
  roundId: bet.roundId,
  betAmount: formatMinor(bet.stakeMinor),
  validBetAmount: formatMinor(bet.validStakeMinor),
  payout: formatMinor(bet.payoutMinor),
  status: bet.status,
  statusName: translate(language, betStatusLabelKey(bet.status)),
  createTime: bet.betAt,
  settleTime: bet.settledAt,
});

/**
 * Bets with what their records show in the caller's language: the venue's name and the game's name from
 * the catalogue (games.json has every game in zh, hk and en), else the name the bet was recorded with.
 */
function withNames<Query extends ReturnType<typeof betsOf>>(query: Query, language: LanguageCode) {
  const languageId = languageIdOf(language);
  return query
    .leftJoin('platforms_texts as venue', (join) => join.onRef('venue.plat_type', '=', 'bets.plat_type').on('venue.language_type', '=', languageId))
    .leftJoin('games as game', (join) => join.onRef('game.plat_type', '=', 'bets.plat_type').onRef('game.game_code', '=', 'bets.game_code'))
    .leftJoin('games_texts as game_text', (join) => join.onRef('game_text.game_id', '=', 'game.id').on('game_text.language_type', '=', languageId))
    .select([
      'bets.id',
      'bets.order_no',
      'bets.plat_type',
      'bets.game_code',
      'bets.game_name',
      'bets.round_id',
      'bets.stake_minor',
      'bets.valid_stake_minor',
      'bets.payout_minor',
      'bets.status',
      'bets.bet_at',
      'bets.settled_at',
      'venue.title as venue_title',
      'game_text.name as game_title',
    ]);
}

type NamedBet = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

const recordOfRow = (row: NamedBet, userId: number, language: LanguageCode): BetRecord =>
  betRecordOf(
    toBetRow({ ...row, game_name: row.game_title ?? row.game_name, user_id: userId, bet_key: '', stake_movement: '', settle_movement: null }),
    row.venue_title ?? row.plat_type,
    language,
  );

export async function betRecords(db: Kysely<Database>, userId: number, language: LanguageCode, window: BetWindow): Promise<RecordPage<BetRecord>> {
  const { n } = await betsOf(db, userId, window)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await withNames(betsOf(db, userId, window), language)
    .orderBy('bets.bet_at', 'desc')
    .orderBy('bets.id', 'desc')
    .limit(window.pageSize)
    .offset((window.pageIndex - 1) * window.pageSize)
    .execute();
  return {
    records: rows.map((row) => recordOfRow(row, userId, language)),
    total: Number(n),
    pageIndex: window.pageIndex,
    pageSize: window.pageSize,
  };
}

/** Totals of every bet of the filter (not only the page's). */
export async function betTotals(db: Kysely<Database>, userId: number, window: BetWindow): Promise<BetTotals> {
  const row = await betsOf(db, userId, window)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('bets.stake_minor'), eb.lit(0)).as('stake'),
      eb.fn.coalesce(eb.fn.sum<number>('bets.valid_stake_minor'), eb.lit(0)).as('valid'),
      eb.fn.coalesce(eb.fn.sum<number>('bets.payout_minor'), eb.lit(0)).as('payout'),
      // Win/loss counts settled bets only: an open bet has not won or lost yet, a voided one was refunded.
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('bets.status', '=', BET_STATUS.settled).then(eb('bets.payout_minor', '-', eb.ref('bets.stake_minor'))).else(eb.lit(0)).end()),
          eb.lit(0),
        )
        .as('win_loss'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.n),
    betAmount: formatMinor(Number(row.stake)),
    validBetAmount: formatMinor(Number(row.valid)),
    payout: formatMinor(Number(row.payout)),
    winLoss: formatMinor(Number(row.win_loss)),
  };
}

/**
 * One of the member's own bets in full, with its in-house round where there is one. Another member's bet
 * answers 404 exactly as a bet that does not exist, so an id tells nobody whether it is in use.
 */
export async function betDetail(db: Kysely<Database>, userId: number, language: LanguageCode, betId: number): Promise<BetDetail> {
  const row = await withNames(db.selectFrom('bets').where('bets.user_id', '=', userId).where('bets.id', '=', betId), language).executeTakeFirst();
  if (!row) throw new DomainError(404, 'bets.error.notFound');
  const bet = recordOfRow(row, userId, language);
  return { bet, result: await houseRoundResult(db, { id: bet.id, memberId: userId, platType: bet.platType, gameCode: bet.gameCode }) };
}
