import { Type, type Static } from 'typebox';
import { Amount, endpoint } from './envelope';
import { KENO_MARKETS, KENO_NUMBERS, KENO_PICKS_MAX } from '../machines/rules/keno';

/**
 * The in-house venue's games (issue 12): baccarat, dealt and settled in one call, and keno, whose
 * tickets wait for the draw of their round every minute on the server clock. Money comes from the
 * member's wallet of the house venue and every stake is a bet (bet records).
 */

/** A stake: two decimals at most; the server reads it as any amount (a malformed one is refused naming the field). */
const Stake = Type.String({ maxLength: 16, description: 'Two decimals at most, e.g. "10.00"; 0.00 or nothing for none' });

export const BaccaratBody = Type.Object({
  player: Type.Optional(Stake),
  banker: Type.Optional(Stake),
  tie: Type.Optional(Stake),
});
export type BaccaratBody = Static<typeof BaccaratBody>;

export const PlayingCard = Type.Object({
  rank: Type.Integer({ minimum: 1, maximum: 13, description: '1 ace … 11 jack, 12 queen, 13 king' }),
  suit: Type.Integer({ minimum: 0, maximum: 3, description: '0 spades, 1 hearts, 2 clubs, 3 diamonds' }),
});

export const BaccaratSpotValue = Type.Union([Type.Literal('player'), Type.Literal('banker'), Type.Literal('tie')]);

export const BaccaratRound = Type.Object({
  roundId: Type.Integer(),
  orderNo: Type.String({ description: 'The bet record of the round' }),
  playerCards: Type.Array(PlayingCard),
  bankerCards: Type.Array(PlayingCard),
  playerTotal: Type.Integer(),
  bankerTotal: Type.Integer(),
  outcome: BaccaratSpotValue,
  stake: Amount,
  payout: Amount,
  balance: Amount,
});
export type BaccaratRound = Static<typeof BaccaratRound>;

export const KenoMarketValue = Type.Union([
  Type.Literal(KENO_MARKETS[0]),
  Type.Literal(KENO_MARKETS[1]),
  Type.Literal(KENO_MARKETS[2]),
  Type.Literal(KENO_MARKETS[3]),
  Type.Literal(KENO_MARKETS[4]),
  Type.Literal(KENO_MARKETS[5]),
  Type.Literal(KENO_MARKETS[6]),
]);

export const KenoTicketBody = Type.Object({
  numbers: Type.Array(Type.Integer({ minimum: 1, maximum: KENO_NUMBERS }), { maxItems: KENO_PICKS_MAX, uniqueItems: true }),
  markets: Type.Array(KenoMarketValue, { maxItems: KENO_MARKETS.length, uniqueItems: true }),
  stake: Stake,
});
export type KenoTicketBody = Static<typeof KenoTicketBody>;

export const KenoTicket = Type.Object({
  ticketId: Type.Integer(),
  roundId: Type.Integer(),
  numbers: Type.Array(Type.Integer()),
  markets: Type.Array(Type.String()),
  stake: Amount,
  totalStake: Amount,
  hits: Type.Union([Type.Integer(), Type.Null()], { description: 'Null until drawn' }),
  payout: Type.Union([Amount, Type.Null()], { description: 'Null until drawn' }),
});
export type KenoTicket = Static<typeof KenoTicket>;

export const KenoDraw = Type.Object({
  roundId: Type.Integer(),
  numbers: Type.Array(Type.Integer(), { description: 'The 20 numbers in the order drawn' }),
  total: Type.Integer(),
});
export type KenoDraw = Static<typeof KenoDraw>;

export const KenoState = Type.Object({
  roundId: Type.Integer({ description: 'The round open for tickets now' }),
  drawAt: Type.Integer({ description: 'When it draws, epoch ms on the server clock' }),
  now: Type.Integer({ description: "The server clock, so a countdown does not depend on the device's" }),
  lastDraw: Type.Union([KenoDraw, Type.Null()]),
  tickets: Type.Array(KenoTicket, { description: "The member's latest tickets, newest first" }),
  balance: Amount,
});
export type KenoState = Static<typeof KenoState>;

export const house = {
  playBaccarat: endpoint({
    method: 'POST',
    path: '/house/baccarat/play',
    summary: 'Stakes on player, banker and tie, dealt from a freshly shuffled 8-deck shoe and settled at once',
    access: 'member',
    body: BaccaratBody,
    reply: Type.Object({ round: BaccaratRound }),
    idempotent: true,
  }),
  kenoState: endpoint({
    method: 'POST',
    path: '/house/keno/state',
    summary: "The round open now, its draw time, the last draw and the member's latest tickets",
    access: 'member',
    reply: Type.Object({ state: KenoState }),
  }),
  buyKenoTicket: endpoint({
    method: 'POST',
    path: '/house/keno/ticket',
    summary: 'A ticket for the round open now: 1-10 numbers and/or markets, each selection at the stake',
    access: 'member',
    body: KenoTicketBody,
    reply: Type.Object({ ticket: KenoTicket, state: KenoState }),
    idempotent: true,
  }),
} as const;
