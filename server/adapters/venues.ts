import type { LanguageCode } from '../../machines/rules/language';
import { DomainError } from '../errors';

export interface VenueLaunch {
  platType: string;
  /** A game of the venue, or null for its lobby. */
  gameCode: string | null;
  language: LanguageCode;
}

/** What the server needs from a game provider: the address that opens its game for a member. */
export interface GameVenues {
  launchUrl(launch: VenueLaunch): Promise<string>;
}

/** The sandbox provider: every venue opens the sandbox venue page this server serves. */
export const sandboxVenues: GameVenues = {
  async launchUrl({ platType, gameCode, language }) {
    const query = new URLSearchParams({ lang: language });
    if (gameCode) query.set('gameCode', gameCode);
    return `/web/sandbox/venue/${encodeURIComponent(platType)}?${query}`;
  },
};

/** Outside the sandbox with no provider configured, launching fails with a message the member can read. */
export const unconfiguredVenues: GameVenues = {
  async launchUrl() {
    throw new DomainError(503, 'error.venueUnavailable');
  },
};
