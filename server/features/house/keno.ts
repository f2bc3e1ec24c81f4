import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { formatMinor } from '../../../machines/rules/money';
import { HOUSE_GAMES, HOUSE_PLAT_TYPE } from '../../../machines/rules/houseVenue';
import {
  kenoDrawTime,
  kenoRoundAt,
  kenoTicketProblem,
  settleKeno,
  ticketStakeMinor,
  totalOf,
  type KenoMarket,
} from '../../../machines/rules/keno';
import type { KenoDraw, KenoState, KenoTicket, KenoTicketBody } from '../../../contract/house';
import { placeBet, settleBet } from '../bets/service';
import { drawKenoNumbers } from './shoe';
import { betKeyOf, houseBalanceMinor, isVoidedBet, stakeMinorOf } from './houseWallet';

/**
 * Happy lottery: a round a minute on the server clock (round n draws at (n + 1) minutes). A ticket is a
 * bet on the round open when it is bought; the draw picks 20 numbers with the CSPRNG once the round's
 * time has come, and every ticket of the round is then settled through the bets core. Draws happen on
 * the schedule (kenoSchedule.ts) and, so a moved sandbox clock shows at once, before any keno call
 * answers. Claiming a draw and settling a ticket are each conditional updates, so several servers may
 * run them together and a draw or a payment still happens once.
 */

export const KENO_GAME_NAME = 'Happy Lottery';
/** How many of the member's latest tickets the state shows. */
export const KENO_TICKETS_SHOWN = 10;

const roundKey = (round: number) => `keno-${round}`;
const listOf = (text: string) => (text === '' ? [] : text.split(','));

/** The round open at `now`, recorded so the schedule draws it even when nobody buys. */
async function openRound(db: Kysely<Database>, now: number): Promise<number> {
  const round = kenoRoundAt(now);
  await db
    .insertInto('house_keno_rounds')
    .values({ id: round, draw_at: kenoDrawTime(round) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return round;
}

/** Draws every recorded round whose time has come; answers how many this call drew. */
export async function drawDueRounds(db: Kysely<Database>, clock: Clock): Promise<number> {
  const now = clock.now();
  const due = await db.selectFrom('house_keno_rounds').select('id').where('drawn_at', 'is', null).where('draw_at', '<=', now).orderBy('id').limit(500).execute();
  let drawn = 0;
  for (const { id } of due) {
    const numbers = drawKenoNumbers();
    const claimed = await db
      .updateTable('house_keno_rounds')
      .set({ drawn: numbers.join(','), total: totalOf(numbers), drawn_at: now })
      .where('id', '=', Number(id))
      .where('drawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0) drawn += 1;
  }
  return drawn;
}

/** Settles every ticket of a drawn round not yet settled; answers how many. */
export async function settleDrawnTickets(db: Kysely<Database>, clock: Clock): Promise<number> {
  const open = await db
    .selectFrom('house_keno_tickets as ticket')
    .innerJoin('house_keno_rounds as round', 'round.id', 'ticket.round_id')
    .select(['ticket.id', 'ticket.bet_id', 'ticket.numbers', 'ticket.markets', 'ticket.stake_minor', 'round.drawn'])
    .where('ticket.settled_at', 'is', null)
    .where('round.drawn_at', 'is not', null)
    .orderBy('ticket.id')
    .limit(500)
    .execute();
  for (const ticket of open) {
    const drawn = listOf(ticket.drawn ?? '').map(Number);
    const settlement = settleKeno(
      { numbers: listOf(ticket.numbers).map(Number), markets: listOf(ticket.markets) as KenoMarket[], stakeMinor: Number(ticket.stake_minor) },
      drawn,
    );
    let payoutMinor = settlement.payoutMinor;
    try {
      await settleBet(db, clock, Number(ticket.bet_id), { payoutMinor, validStakeMinor: settlement.validStakeMinor });
    } catch (error) {
      // A round voided in the sandbox refunded the stake: the ticket is closed and pays nothing.
      if (!isVoidedBet(error)) throw error;
      payoutMinor = 0;
    }
    await db
      .updateTable('house_keno_tickets')
      .set({ hits: settlement.hits, payout_minor: payoutMinor, settled_at: clock.now() })
      .where('id', '=', Number(ticket.id))
      .where('settled_at', 'is', null)
      .execute();
  }
  return open.length;
}

/** Brings the game up to the clock: records the open round, draws what is due, settles what was drawn. */
export async function catchUpKeno(db: Kysely<Database>, clock: Clock): Promise<void> {
  await openRound(db, clock.now());
  await drawDueRounds(db, clock);
  await settleDrawnTickets(db, clock);
}

type TicketRow = {
  id: number;
  round_id: number;
  numbers: string;
  markets: string;
  stake_minor: number;
  total_stake_minor: number;
  hits: number | null;
  payout_minor: number | null;
};

const TICKET_COLUMNS = ['id', 'round_id', 'numbers', 'markets', 'stake_minor', 'total_stake_minor', 'hits', 'payout_minor'] as const;

const ticketView = (row: TicketRow): KenoTicket => ({
  ticketId: Number(row.id),
  roundId: Number(row.round_id),
  numbers: listOf(row.numbers).map(Number),
  markets: listOf(row.markets),
  stake: formatMinor(Number(row.stake_minor)),
  totalStake: formatMinor(Number(row.total_stake_minor)),
  hits: row.hits === null ? null : Number(row.hits),
  payout: row.payout_minor === null ? null : formatMinor(Number(row.payout_minor)),
});

async function lastDraw(db: Kysely<Database>): Promise<KenoDraw | null> {
  const row = await db
    .selectFrom('house_keno_rounds')
    .select(['id', 'drawn', 'total'])
    .where('drawn_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.drawn === null) return null;
  return { roundId: Number(row.id), numbers: listOf(row.drawn).map(Number), total: Number(row.total) };
}

/** What the keno page shows: the open round and its draw time, the last draw, the member's tickets and balance. */
export async function kenoState(db: Kysely<Database>, clock: Clock, userId: number): Promise<KenoState> {
  await catchUpKeno(db, clock);
  const now = clock.now();
  const round = kenoRoundAt(now);
  const tickets = await db
    .selectFrom('house_keno_tickets')
    .select(TICKET_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(KENO_TICKETS_SHOWN)
    .execute();
  return {
    roundId: round,
    drawAt: kenoDrawTime(round),
    now,
    lastDraw: await lastDraw(db),
    tickets: tickets.map(ticketView),
    balance: formatMinor(await houseBalanceMinor(db, userId)),
  };
}

/**
 * Buys a ticket for the round open now. The ticket is checked by the same rule the page runs; its
 * stake (the stake times its selections) becomes one bet. A repeat of the call's key answers the
 * same ticket.
 */
export async function buyKenoTicket(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  body: KenoTicketBody,
  idempotencyKey: string | null,
): Promise<KenoTicket> {
  const problem = kenoTicketProblem(body);
  if (problem) throw badRequest(problem, {}, problem === 'house.keno.badMarket' ? 'markets' : 'numbers');
  const stakeMinor = stakeMinorOf(body.stake, 'stake');
  if (stakeMinor === 0) throw badRequest('rule.amount.positive', {}, 'stake');
  const ticket = { numbers: body.numbers, markets: body.markets, stakeMinor };
  const round = await openRound(db, clock.now());
  const key = betKeyOf('keno', idempotencyKey);
  const bet = await placeBet(db, clock, {
    memberId: userId,
    platType: HOUSE_PLAT_TYPE,
    gameCode: HOUSE_GAMES.keno,
    gameName: KENO_GAME_NAME,
    roundId: roundKey(round),
    stakeMinor: ticketStakeMinor(ticket),
    key,
  });
  // The bet's round, not the clock's: a repeat after the minute turned answers the ticket of its round.
  const betRound = Number(bet.roundId.slice('keno-'.length));
  await db
    .insertInto('house_keno_tickets')
    .values({
      round_id: betRound,
      user_id: userId,
      bet_id: bet.id,
      numbers: body.numbers.join(','),
      markets: body.markets.join(','),
      stake_minor: stakeMinor,
      total_stake_minor: bet.stakeMinor,
      bought_at: bet.betAt,
    })
    .onConflict((oc) => oc.column('bet_id').doNothing())
    .execute();
  const row = await db.selectFrom('house_keno_tickets').select(TICKET_COLUMNS).where('bet_id', '=', bet.id).executeTakeFirstOrThrow();
  // The documented Idempotency-Key rule: a key used again for another ticket is refused, not answered with the first.
  const same = row.numbers === body.numbers.join(',') && row.markets === body.markets.join(',') && Number(row.stake_minor) === stakeMinor;
  if (!same) throw badRequest('error.idempotencyKeyReused');
  return ticketView(row);
}
