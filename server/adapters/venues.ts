import type { LanguageCode } from '../../machines/rules/language';
import { DomainError } from '../errors';
import { HOUSE_PLAT_TYPE, houseGameOf } from '../../machines/rules/houseVenue';

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

/**
 * The in-house venue (machines/rules/houseVenue.ts) is ours, so no provider is asked: its games open
 * on this site's own play pages (hash routes of the site, outside the account shell), in any mode. A
 * launch without a game opens the venue's own lobby of its two games. Every other venue goes to the provider given.
 */
export function withHouseVenue(provider: GameVenues): GameVenues {
  return {
    async launchUrl(launch) {
      if (launch.platType !== HOUSE_PLAT_TYPE) return provider.launchUrl(launch);
      const game = houseGameOf(launch.gameCode);
      return `/#/play${game ? `/${game}` : ''}?lang=${launch.language}`;
    },
  };
}
