import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import type { BetOutcome } from './service';

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
const digestOf = (betKey: string) => createHash('sha256').update(betKey).digest();

export const simulatedRoundId = (betKey: string) => `SR${digestOf(betKey).toString('hex').slice(0, 20).toUpperCase()}`;

/** A game of the venue's catalogue with its name in the member's language; the venue itself when it lists none. */
export async function simulatedGame(db: Kysely<Database>, betKey: string, platType: string, language: LanguageCode, venueTitle: string) {
  const games = await db
    .selectFrom('games')
    .innerJoin('games_texts', (join) => join.onRef('games_texts.game_id', '=', 'games.id').on('games_texts.language_type', '=', languageIdOf(language)))
    .select(['games.game_code', 'games_texts.name'])
    .where('games.plat_type', '=', platType)
    .orderBy('games.sort')
    .execute();
  if (games.length === 0) return { gameCode: platType, gameName: venueTitle };
  const game = games[digestOf(betKey).readUInt32BE(0) % games.length];
  return { gameCode: game.game_code, gameName: game.name };
}
