/**
 * What the bets feature's movements mean: their kinds and order-number prefixes (the ledger stores
 * them without reading them), and the movement keys a bet's money moves under. A key names its bet,
 * so a retried call finds the movement it already made and the ledger moves nothing twice.
 */

export const BET_MOVEMENT_KIND = { stake: 'bet_stake', payout: 'bet_payout', refund: 'bet_refund' } as const;

/** Order numbers: BT for a bet (its stake movement's reference is the bet's order number), BP payouts, BR refunds. */
export const BET_REFERENCE_PREFIX = { stake: 'BT', payout: 'BP', refund: 'BR' } as const;

/** The start of a payout's movement key, which ends with its bet's id (the PostgreSQL round statement writes it in SQL). */
export const PAYOUT_KEY_PREFIX = 'bet-payout:';

export const betMovementKey = {
  /** A member's bet key is unique per member; the member's id makes it unique across members. */
  stake: (memberId: number, betKey: string) => `bet:${memberId}:${betKey}`,
  /** Transfer-free mode's automatic transfers made on the way into the venue, numbered. */
  entry: (memberId: number, betKey: string, n: number) => `bet:${memberId}:${betKey}:in${n}`,
  payout: (betId: number) => `${PAYOUT_KEY_PREFIX}${betId}`,
  refund: (betId: number) => `bet-refund:${betId}`,
};
