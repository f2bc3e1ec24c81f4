import type { PlatformType } from '../../api/content';
import type { ConnectedList } from '../../components/list/connectList';
import type { connectGameLaunch } from '../../components/gameLaunch/connectGameLaunch';

/** The category page's venues as large cards, each with its play button (the gameLaunch machine). */
export function connectVenueCards(venues: ConnectedList<PlatformType>, launch: ReturnType<typeof connectGameLaunch>) {
  return {
    cards: venues.items.map((venue) => ({
      platType: venue.platType,
      title: venue.apiTitle,
      eng: venue.eng,
      logo: venue.pcNavbarImgUrl,
      opening: launch.opening === venue.platType,
      play: () => launch.play(venue.platType),
    })),
    count: venues.items.length,
    playBusy: launch.busy,
    loginPrompt: launch.loginPrompt,
    dismiss: launch.dismiss,
  };
}

export type ConnectedVenueCards = ReturnType<typeof connectVenueCards>;
