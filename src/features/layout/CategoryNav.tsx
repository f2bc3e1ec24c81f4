import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../../store/session';
import { SmartImage } from '../../components/SmartImage';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useGameLaunch } from '../../components/gameLaunch/useGameLaunch';
import './CategoryNav.css';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';

/** Home plus each game category; hovering a category shows its providers, each with a play button. */
export function CategoryNav() {
  const { gameNavList } = useSnapshot(sessionData);
  const [path] = useLocation();
  const launch = useGameLaunch();

  return (
    <nav className="category-nav">
      <ul className="category-nav__list">
        <li className={`category-nav__item${path === paths.home() ? ' is-active' : ''}`}>
          <Link href={paths.home()}>
            <FormattedMessage id="header.home" />
          </Link>
        </li>
        {gameNavList.map((category) => (
          <li className={`category-nav__item${path === category.link ? ' is-active' : ''}`} key={category.gameType}>
            <Link href={category.link}>{category.gameTypeName}</Link>
            <div className="category-nav__panel" data-testid={`nav-panel-${category.gameType}`}>
              <div className="category-nav__providers">
                {category.platTypeList.map((platform) => (
                  <div className="category-nav__provider" key={platform.platType}>
                    <SmartImage src={platform.pcNavbarImgUrl} alt={platform.eng} loading="lazy" />
                    <span className="category-nav__provider-name">{platform.apiTitle}</span>
                    <button
                      type="button"
                      className="button button--gold category-nav__play"
                      data-venue={platform.platType}
                      disabled={launch.busy}
                      onClick={() => launch.play(platform.platType)}
                    >
                      <FormattedMessage id={launch.opening === platform.platType ? 'games.opening' : 'nav.play'} />
                    </button>
                  </div>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {launch.loginPrompt && <LoginPrompt messageKey="prompt.loginFirst" onClose={launch.dismiss} />}
    </nav>
  );
}
