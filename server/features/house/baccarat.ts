import type { Kysely } from 'kysely';
import type { Database, HouseBaccaratRoundsTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { formatMinor } from '../../../machines/rules/money';
import { handTotal, outcomeOf, playRound, settleBaccarat, type BaccaratOutcome, type BaccaratStakes } from '../../../machines/rules/baccarat';
import { HOUSE_GAMES, HOUSE_PLAT_TYPE } from '../../../machines/rules/houseVenue';
import type { BaccaratBody, BaccaratRound } from '../../../contract/house';
import { placeBet, settleBet } from '../bets/service';
import { cardsFromText, cardsToText, dealerOf, shuffledShoe } from './shoe';
import { betKeyOf, houseBalanceMinor, isVoidedBet, stakeMinorOf } from './houseWallet';

/**
 * A baccarat round in one call: the stakes become one bet (its stake leaves the house venue wallet),
 * then the server shuffles a fresh 8-deck shoe, deals by the third-card rules, records the round and
 * settles the bet with what the stakes return. The shuffle happens after the stake is taken, so nothing
 * the client sends or sees decides the cards. A repeat of the call's key answers the same round.
 */

export const BACCARAT_GAME_NAME = 'Baccarat';

type RoundRow = Pick<HouseBaccaratRoundsTable, 'player_cards' | 'banker_cards' | 'outcome' | 'payout_minor' | 'valid_stake_minor'> & { id: number };

export function baccaratStakes(body: BaccaratBody): BaccaratStakes {
  const stakes = {
    player: stakeMinorOf(body.player, 'player'),
    banker: stakeMinorOf(body.banker, 'banker'),
    tie: stakeMinorOf(body.tie, 'tie'),
  };
  if (stakes.player + stakes.banker + stakes.tie === 0) throw badRequest('house.baccarat.noStake');
  return stakes;
}

const roundByBet = (db: Kysely<Database>, betId: number) =>
  db
    .selectFrom('house_baccarat_rounds')
    .select(['id', 'player_cards', 'banker_cards', 'outcome', 'payout_minor', 'valid_stake_minor', 'settled_at', 'stake_player_minor', 'stake_banker_minor', 'stake_tie_minor'])
    .where('bet_id', '=', betId)
    .executeTakeFirst();

/** The documented Idempotency-Key rule: a key used again for other stakes is refused, not answered with the first round. */
function sameStakes(round: { stake_player_minor: number; stake_banker_minor: number; stake_tie_minor: number }, stakes: BaccaratStakes) {
  const same =
    Number(round.stake_player_minor) === stakes.player && Number(round.stake_banker_minor) === stakes.banker && Number(round.stake_tie_minor) === stakes.tie;
  if (!same) throw badRequest('error.idempotencyKeyReused');
}

/** Deals and records the round of a placed bet, unless a twin call did it first. */
async function dealRound(db: Kysely<Database>, clock: Clock, userId: number, betId: number, stakes: BaccaratStakes): Promise<RoundRow> {
  const hands = playRound(dealerOf(shuffledShoe()));
  const outcome = outcomeOf(hands);
  const settlement = settleBaccarat(stakes, outcome);
  await db
    .insertInto('house_baccarat_rounds')
    .values({
      user_id: userId,
      bet_id: betId,
      stake_player_minor: stakes.player,
      stake_banker_minor: stakes.banker,
      stake_tie_minor: stakes.tie,
      player_cards: cardsToText(hands.player),
      banker_cards: cardsToText(hands.banker),
      outcome,
      payout_minor: settlement.payoutMinor,
      valid_stake_minor: settlement.validStakeMinor,
      dealt_at: clock.now(),
    })
    .onConflict((oc) => oc.column('bet_id').doNothing())
    .execute();
  // Of two twins only one row stands; both go on with it.
  return (await roundByBet(db, betId))!;
}

/** Pays the round's bet (exactly once: settleBet answers a settled bet as it is) and marks the round paid. */
async function settleRound(db: Kysely<Database>, clock: Clock, betId: number, round: RoundRow) {
  try {
    await settleBet(db, clock, betId, { payoutMinor: Number(round.payout_minor), validStakeMinor: Number(round.valid_stake_minor) });
  } catch (error) {
    if (!isVoidedBet(error)) throw error;
  }
  await db.updateTable('house_baccarat_rounds').set({ settled_at: clock.now() }).where('id', '=', round.id).where('settled_at', 'is', null).execute();
}

export async function playBaccarat(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  body: BaccaratBody,
  idempotencyKey: string | null,
): Promise<BaccaratRound> {
  const stakes = baccaratStakes(body);
  const stakeMinor = stakes.player + stakes.banker + stakes.tie;
  const key = betKeyOf('bac', idempotencyKey);
  const bet = await placeBet(db, clock, {
    memberId: userId,
    platType: HOUSE_PLAT_TYPE,
    gameCode: HOUSE_GAMES.baccarat,
    gameName: BACCARAT_GAME_NAME,
    // The round is the bet's own deal: one key, one round.
    roundId: key,
    stakeMinor,
    key,
  });
  const dealt = await roundByBet(db, bet.id);
  if (dealt) sameStakes(dealt, stakes);
  const round = dealt ?? (await dealRound(db, clock, userId, bet.id, stakes));
  await settleRound(db, clock, bet.id, round);
  const playerCards = cardsFromText(round.player_cards);
  const bankerCards = cardsFromText(round.banker_cards);
  return {
    roundId: round.id,
    orderNo: bet.orderNo,
    playerCards,
    bankerCards,
    playerTotal: handTotal(playerCards),
    bankerTotal: handTotal(bankerCards),
    outcome: round.outcome as BaccaratOutcome,
    stake: formatMinor(stakeMinor),
    payout: formatMinor(Number(round.payout_minor)),
    balance: formatMinor(await houseBalanceMinor(db, userId)),
  };
}

/** Rounds dealt but not yet paid (a stop between the deal and the payment) are paid; answers how many. */
export async function settleDealtRounds(db: Kysely<Database>, clock: Clock): Promise<number> {
  const open = await db
    .selectFrom('house_baccarat_rounds')
    .select(['id', 'bet_id', 'player_cards', 'banker_cards', 'outcome', 'payout_minor', 'valid_stake_minor'])
    .where('settled_at', 'is', null)
    .limit(200)
    .execute();
  for (const round of open) await settleRound(db, clock, Number(round.bet_id), round);
  return open.length;
}
