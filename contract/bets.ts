import { Type, type Static } from 'typebox';
import { Amount, endpoint, EpochMs } from './envelope';
import { RecordPage } from './wallet';
import { BaccaratSpotValue, PlayingCard } from './house';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';

/** Bet records (user calls of spec section 7; fields of spec section 6's bet record). */

export const BetRecordQuery = Type.Object({
  platType: Type.Optional(Type.String({ maxLength: 32, description: 'One venue; empty or absent for every venue' })),
  startTime: Type.Optional(EpochMs),
  endTime: Type.Optional(EpochMs),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 })),
});
export type BetRecordQuery = Static<typeof BetRecordQuery>;

export const BetRecord = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  platType: Type.String(),
  apiTitle: Type.String({ description: "The venue's name in the caller's language" }),
  gameCode: Type.String(),
  gameName: Type.String({ description: "The game's name in the caller's language (the catalogue's), else as recorded at bet time" }),
  roundId: Type.String(),
  betAmount: Amount,
  validBetAmount: Amount,
  payout: Amount,
  status: Type.Integer({ description: '0 invalid, 1 settled, 2 unsettled' }),
  statusName: Type.String(),
  createTime: EpochMs,
  settleTime: Type.Union([EpochMs, Type.Null()]),
});
export type BetRecord = Static<typeof BetRecord>;

export const BetRecordPage = RecordPage(BetRecord);

export const BetTotals = Type.Object({
  count: Type.Integer(),
  betAmount: Amount,
  validBetAmount: Amount,
  payout: Amount,
  winLoss: Type.String({ description: 'Payout minus stake of the settled bets of the filter, two decimals, negative for a loss, e.g. "-12.30"' }),
});
export type BetTotals = Static<typeof BetTotals>;

const BetIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** A house baccarat round of a bet: the hands, the winning spot and what was staked on each spot. */
export const BaccaratBetResult = Type.Object({
  game: Type.Literal('baccarat'),
  playerCards: Type.Array(PlayingCard),
  bankerCards: Type.Array(PlayingCard),
  playerTotal: Type.Integer(),
  bankerTotal: Type.Integer(),
  outcome: BaccaratSpotValue,
  stakes: Type.Object({ player: Amount, banker: Amount, tie: Amount }),
});

/** A house keno ticket of a bet: what it picked and, once its round is drawn, the draw and the hits. */
export const KenoBetResult = Type.Object({
  game: Type.Literal('keno'),
  round: Type.Integer(),
  numbers: Type.Array(Type.Integer()),
  markets: Type.Array(Type.String()),
  drawn: Type.Union([Type.Array(Type.Integer()), Type.Null()], { description: 'The 20 numbers drawn; null until the draw' }),
  total: Type.Union([Type.Integer(), Type.Null()]),
  hits: Type.Union([Type.Integer(), Type.Null()]),
});

export const BetRoundResult = Type.Union([BaccaratBetResult, KenoBetResult]);
export type BetRoundResult = Static<typeof BetRoundResult>;

export const BetDetail = Type.Object({
  bet: BetRecord,
  result: Type.Union([BetRoundResult, Type.Null()], { description: "The in-house round's result; null for other venues or while none is recorded" }),
});
export type BetDetail = Static<typeof BetDetail>;

export const bets = {
  getBetRecord: endpoint({
    method: 'POST',
    path: '/user/getBetRecord',
    summary: "The member's bet records of at most 30 days (by bet time), newest first, by page",
    access: 'member',
    querystring: BetRecordQuery,
    reply: Type.Object({ page: BetRecordPage }),
  }),
  getSumBetRecord: endpoint({
    method: 'POST',
    path: '/user/getSumBetRecord',
    summary: 'Totals (stake, valid stake, payout) of the bet records of the same filter (paging ignored)',
    access: 'member',
    querystring: BetRecordQuery,
    reply: Type.Object({ sum: BetTotals }),
  }),
  getBetDetail: endpoint({
    method: 'POST',
    path: '/user/getBetDetail/:id',
    summary: "One of the member's own bets in full, with the in-house round's result where there is one (another member's bet answers 404)",
    access: 'member',
    params: BetIdParams,
    reply: BetDetail,
  }),
} as const;
