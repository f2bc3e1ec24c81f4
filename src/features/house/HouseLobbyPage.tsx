import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { HouseFrame } from './HouseFrame';
import { SITE_BALANCE_LABEL, useSiteBalance } from './siteBalance';

/** /play: the in-house venue's own lobby, where a launch without a game lands: its two games. */
const GAMES = [
  { code: 'house-baccarat', title: 'house.baccarat.title', rules: 'house.baccarat.rules', href: () => paths.playBaccarat() },
  { code: 'house-keno', title: 'house.keno.title', rules: 'house.keno.rules', href: () => paths.playKeno() },
] as const;

export default function HouseLobbyPage() {
  const balance = useSiteBalance();
  return (
    <HouseFrame title="house.lobby.title" rules="house.lobby.subtitle" balance={balance} balanceLabel={SITE_BALANCE_LABEL} theme="lobby">
      <div className="house-lobby">
        {GAMES.map((game) => (
          <article key={game.code} className="house-lobby__game">
            <img src={`/content/games/${game.code}.svg`} alt="" width={240} height={240} />
            <div>
              <h2>
                <FormattedMessage id={game.title} />
              </h2>
              <p>
                <FormattedMessage id={game.rules} />
              </p>
              <Link className="house-button house-button--gold" href={game.href()}>
                <FormattedMessage id="house.lobby.play" />
              </Link>
            </div>
          </article>
        ))}
      </div>
    </HouseFrame>
  );
}
