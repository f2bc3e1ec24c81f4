import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatMinor } from '../../../machines/rules/money';
import { handTotal, type BaccaratOutcome } from '../../../machines/rules/baccarat';
import { houseGameOf, HOUSE_PLAT_TYPE } from '../../../machines/rules/houseVenue';
import type { BetRoundResult } from '../../../contract/bets';
import { cardsFromText } from './shoe';

const listOf = (text: string | null) => (text === null || text === '' ? [] : text.split(','));

/**
 * The in-house round behind one of a member's bets, as the bet's detail shows it: a baccarat bet's
 * hands and stakes per spot, a keno ticket's picks and (once drawn) the draw and its hits. Null for a
 * bet of another venue and for a house bet with no round recorded (a stop before the deal).
 */
export async function houseRoundResult(
  db: Kysely<Database>,
  bet: { id: number; memberId: number; platType: string; gameCode: string },
): Promise<BetRoundResult | null> {
  if (bet.platType !== HOUSE_PLAT_TYPE) return null;
  const game = houseGameOf(bet.gameCode);
  if (game === 'baccarat') {
    const round = await db
      .selectFrom('house_baccarat_rounds')
      .select(['player_cards', 'banker_cards', 'outcome', 'stake_player_minor', 'stake_banker_minor', 'stake_tie_minor'])
      .where('bet_id', '=', bet.id)
      .where('user_id', '=', bet.memberId)
      .executeTakeFirst();
    if (!round) return null;
    const playerCards = cardsFromText(round.player_cards);
    const bankerCards = cardsFromText(round.banker_cards);
    return {
      game,
      playerCards,
      bankerCards,
      playerTotal: handTotal(playerCards),
      bankerTotal: handTotal(bankerCards),
      outcome: round.outcome as BaccaratOutcome,
      stakes: {
        player: formatMinor(Number(round.stake_player_minor)),
        banker: formatMinor(Number(round.stake_banker_minor)),
        tie: formatMinor(Number(round.stake_tie_minor)),
      },
    };
  }
  if (game === 'keno') {
    const ticket = await db
      .selectFrom('house_keno_tickets as ticket')
      .innerJoin('house_keno_rounds as round', 'round.id', 'ticket.round_id')
      .select(['ticket.round_id', 'ticket.numbers', 'ticket.markets', 'ticket.hits', 'round.drawn', 'round.total'])
      .where('ticket.bet_id', '=', bet.id)
      .where('ticket.user_id', '=', bet.memberId)
      .executeTakeFirst();
    if (!ticket) return null;
    const drawn = ticket.drawn === null ? null : listOf(ticket.drawn).map(Number);
    return {
      game,
      round: Number(ticket.round_id),
      numbers: listOf(ticket.numbers).map(Number),
      markets: listOf(ticket.markets),
      drawn,
      total: drawn === null || ticket.total === null ? null : Number(ticket.total),
      hits: ticket.hits === null ? null : Number(ticket.hits),
    };
  }
  return null;
}
