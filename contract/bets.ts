import { Type, type Static } from 'typebox';
import { Amount, endpoint, EpochMs } from './envelope';
import { RecordPage } from './wallet';
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
  gameName: Type.String(),
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
});
export type BetTotals = Static<typeof BetTotals>;

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
} as const;
