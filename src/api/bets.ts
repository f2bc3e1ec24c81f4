import { call, type CallOptions } from './client';
import { bets, type BetDetail, type BetRecord, type BetTotals } from '../../contract/bets';
import type { RecordPage } from '../../contract/wallet';

/** Bet records (user calls of spec section 7); amounts are 2-decimal text, shapes the contract's. */

export type { BetDetail, BetRecord, BetRoundResult, BetTotals } from '../../contract/bets';

export interface BetQuery {
  /** One venue, or '' for every venue. */
  platType: string;
  startTime: number;
  endTime: number;
}

export async function getBetRecords(query: BetQuery & { pageIndex: number; pageSize: number }, options?: CallOptions): Promise<RecordPage<BetRecord>> {
  return (await call(bets.getBetRecord, { query }, options)).page;
}

export async function getBetTotals(query: BetQuery, options?: CallOptions): Promise<BetTotals> {
  return (await call(bets.getSumBetRecord, { query }, options)).sum;
}

/** One of the member's own bets in full, with the in-house round's result where there is one. */
export async function getBetDetail(id: number, options?: CallOptions): Promise<BetDetail> {
  const { bet, result } = await call(bets.getBetDetail, { params: { id } }, options);
  return { bet, result };
}
