import { FormattedMessage } from 'react-intl';
import { Link, Redirect, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { CATEGORY_GAME_TYPES, isLobbyGameType, type GameCategoryKey } from '../../../machines/rules/gameLobby';
import type { ListQuery } from '../../../machines/list';
import * as gamesApi from '../../api/games';
import type { PlatformType } from '../../api/content';
import { paths } from '../../config/paths';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { SmartImage } from '../../components/SmartImage';
import { LoginPrompt } from '../../components/LoginPrompt';
import { sessionData } from '../../store/session';
import { useGameLaunch } from '../../components/gameLaunch/useGameLaunch';
import { connectVenueCards } from './connectVenueCards';
import './GameCategoryPage.css';

const isCategory = (value: string | undefined): value is GameCategoryKey => value !== undefined && Object.hasOwn(CATEGORY_GAME_TYPES, value);

/** `/game/sport`, `/game/realbet`, `/game/chess`, `/game/gaming`, `/game/lottery`: one page, the category from the route. */
export default function GameCategoryPage() {
  const { category } = useParams<{ category?: string }>();
  if (!isCategory(category)) return <Redirect to={paths.home()} replace />;
  return <CategoryVenues key={category} category={category} />;
}

function CategoryVenues({ category }: { category: GameCategoryKey }) {
  const gameType = CATEGORY_GAME_TYPES[category];
  const { gameNavList } = useSnapshot(sessionData);
  // The category's name and art come with the header's categories, in the member's language.
  const entry = gameNavList.find((candidate) => candidate.gameType === gameType);
  const art = entry?.imgUrl ?? `/content/categories/${category}.svg`;
  const list = useList<PlatformType>({
    fetchPage: async (_: ListQuery) => {
      const items = await gamesApi.getVenues(gameType, { handles: 'all' });
      return { items, total: items.length };
    },
  });
  const venues = connectVenueCards(list, useGameLaunch());

  return (
    <div className={`game-category game-category--${category}`}>
      <header className="game-category__hero">
        <div>
          <h1>{entry?.gameTypeName}</h1>
          <p className="game-category__venue-names">{venues.cards.map((card) => card.title).join(' · ')}</p>
          {list.loaded && (
            <span className="game-category__count">
              <FormattedMessage id="games.category.venues" values={{ count: venues.count }} />
            </span>
          )}
        </div>
        <SmartImage className="game-category__hero-art" src={art} alt="" />
      </header>
      <ListStatus list={list} emptyKey="games.category.empty" />
      {list.loaded && (
        <ul className="venue-cards">
          {venues.cards.map((card) => (
            <li className="venue-card" key={card.platType} data-venue-card={card.platType}>
              <div className="venue-card__stage">
                <SmartImage className="venue-card__backdrop" src={art} alt="" loading="lazy" />
                <SmartImage className="venue-card__logo" src={card.logo} alt={card.eng} loading="lazy" />
              </div>
              <div className="venue-card__foot">
                <div>
                  <h2 className="venue-card__title">{card.title}</h2>
                  <span className="venue-card__eng">{card.eng}</span>
                </div>
                <button type="button" className="button button--gold venue-card__play" data-venue={card.platType} disabled={venues.playBusy} onClick={card.play}>
                  <FormattedMessage id={card.opening ? 'games.opening' : 'nav.play'} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {isLobbyGameType(gameType) && list.loaded && (
        <p className="game-category__browse">
          <Link className="button button--outline" href={paths.egame(gameType)}>
            <FormattedMessage id="home.more" />
          </Link>
        </p>
      )}
      {venues.loginPrompt && <LoginPrompt messageKey="prompt.loginFirst" onClose={venues.dismiss} />}
    </div>
  );
}
