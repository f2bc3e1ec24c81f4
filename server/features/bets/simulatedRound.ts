import { hash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import type { BetOutcome } from './service';
import { platformCard } from '../content/publicContent';
import { requireVenue } from '../wallet/wallets';

/**
 * The sandbox's stand-in for a third-party venue's round: a game of the venue and an outcome drawn
 * with a CSPRNG, so that every venue can have bet records. Out of 100: 48 lose, 45 pay double, and
 * 7 are a push (the stake back, no valid stake, as a tie in baccarat pays back a banker bet).
 */

export function simulatedOutcome(stakeMinor: number, draw: number = randomInt(100)): BetOutcome {
  if (draw < 48) return { payoutMinor: 0 };
  if (draw < 93) return { payoutMinor: stakeMinor * 2 };
  return { payoutMinor: stakeMinor, validStakeMinor: 0 };
}

/**
 * The round and game of a request follow from its bet key, so that a retried request names the same
 * bet (the bets core refuses a key reused for another round or game); the outcome does not.
 */
const digestOf = (betKey: string) => hash('sha256', betKey, 'buffer');

interface VenueGames {
  title: string;
  games: { gameCode: string; gameName: string }[];
  readAt: number;
}

/**
 * The venue's name and games per language, read once a minute at most: a round should not cost a
 * catalogue scan. Only a seeded venue is ever read (requireVenue first), so a hit also answers that the
 * venue exists; a venue removed meanwhile is refused by the bet's foreign key and then by the ordinary path.
 */
const VENUE_GAMES_TTL_MS = 60_000;
const venueGames = new Map<string, VenueGames>();

function cachedGames(platType: string, language: LanguageCode): VenueGames | null {
  const cached = venueGames.get(`${platType}/${language}`);
  return cached && Date.now() - cached.readAt < VENUE_GAMES_TTL_MS ? cached : null;
}

async function gamesOf(db: Kysely<Database>, platType: string, language: LanguageCode): Promise<VenueGames> {
  const cacheKey = `${platType}/${language}`;
  await requireVenue(db, platType);
  const { title } = await platformCard(db, platType, language);
  const games = await db
    .selectFrom('games')
    .innerJoin('games_texts', (join) => join.onRef('games_texts.game_id', '=', 'games.id').on('games_texts.language_type', '=', languageIdOf(language)))
    .select(['games.game_code', 'games_texts.name'])
    .where('games.plat_type', '=', platType)
    .orderBy('games.sort')
    .execute();
  const fresh = { title, games: games.map((game) => ({ gameCode: game.game_code, gameName: game.name })), readAt: Date.now() };
  venueGames.set(cacheKey, fresh);
  return fresh;
}

export interface SimulatedRound {
  /** The venue's name in the member's language. */
  title: string;
  game: { gameCode: string; gameName: string };
  roundId: string;
}

function roundOf({ title, games }: VenueGames, platType: string, betKey: string): SimulatedRound {
  const digest = digestOf(betKey);
  const game = games.length === 0 ? { gameCode: platType, gameName: title } : games[digest.readUInt32BE(0) % games.length];
  return { title, game, roundId: `SR${digest.toString('hex').slice(0, 20).toUpperCase()}` };
}

/**
 * The venue's name, a game of its catalogue (chosen by the bet key) with its name in the member's
 * language, and the round's id (from the bet key too); the venue itself stands for the game when it
 * lists none. A venue that is not one of the seeded ones is refused (error.unknownVenue), as
 * requireVenue refuses it. With the venue's games read in the last minute it answers at once, not a
 * promise: a round at a venue is the busiest sandbox call.
 */
export function simulatedRound(
  db: Kysely<Database>,
  betKey: string,
  platType: string,
  language: LanguageCode,
): SimulatedRound | Promise<SimulatedRound> {
  const cached = cachedGames(platType, language);
  if (cached) return roundOf(cached, platType, betKey);
  return gamesOf(db, platType, language).then((games) => roundOf(games, platType, betKey));
}
