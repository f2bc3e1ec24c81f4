import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect, useParams, useRoute } from 'wouter';
import { useSnapshot } from 'valtio';
import { FISHING_GAME_TYPE, LOBBY_PAGE_SIZE, isLobbyGameType } from '../../../machines/rules/gameLobby';
import { ROUTE, paths } from '../../config/paths';
import { SmartImage } from '../../components/SmartImage';
import { LoginPrompt } from '../../components/LoginPrompt';
import { sessionData } from '../../store/session';
import { useSignedIn } from '../../session/useSignedIn';
import { useGameLobby } from './useGameLobby';
import { GameCard } from './GameCard';
import type { ConnectedLobby } from './connectGameLobby';
import '../../components/list/ListStatus.css';
import './GameLobbyPage.css';

/** The category art each lobby's banner shows. */
const LOBBY_ART: Record<number, string> = {
  1: '/content/categories/realbet.svg',
  2: '/content/categories/egame.svg',
  6: '/content/categories/fishing.svg',
  7: '/content/categories/chess.svg',
};

/**
 * `/game/egame/{id}` (1 live casino, 2 electronic games, 6 fishing, 7 chess) and `/game/fishing`.
 * Another type, logging in or out, or another language starts the lobby afresh.
 */
export default function GameLobbyPage() {
  const [fishing] = useRoute(ROUTE.fishing);
  const params = useParams<{ id?: string }>();
  const gameType = fishing ? FISHING_GAME_TYPE : Number(params.id);
  const member = useSignedIn();
  const { locale } = useSnapshot(sessionData);
  if (!isLobbyGameType(gameType)) return <Redirect to={paths.home()} replace />;
  return <GameLobby key={`${gameType}:${member}:${locale}`} gameType={gameType} member={member} />;
}

/** The lobby of one game type; `pageSize` is the catalogue page (tests take a smaller one). */
export function GameLobby({ gameType, member, pageSize = LOBBY_PAGE_SIZE }: { gameType: number; member: boolean; pageSize?: number }) {
  const lobby = useGameLobby(gameType, member, pageSize);
  const { gameNavList } = useSnapshot(sessionData);
  // The lobby is named like its game type's category in the header, in the member's language.
  const title = gameNavList.find((category) => category.gameType === gameType)?.gameTypeName;
  return (
    <div className="game-lobby">
      <header className="game-lobby__hero">
        <div className="game-lobby__hero-text">
          <h1>{title}</h1>
          <p>{lobby.venues.map((venue) => venue.title).join(' · ')}</p>
        </div>
        <SmartImage className="game-lobby__hero-art" src={LOBBY_ART[gameType]} alt="" />
      </header>
      <VenueTabs lobby={lobby} />
      <div className="game-lobby__panel">
        <Toolbar lobby={lobby} />
        {lobby.chips.length > 0 && <PopularChips lobby={lobby} />}
        <Games lobby={lobby} />
      </div>
      {lobby.loginPrompt && <LoginPrompt messageKey="prompt.loginFirst" onClose={lobby.dismissPrompt} />}
    </div>
  );
}

function VenueTabs({ lobby }: { lobby: ConnectedLobby }) {
  const intl = useIntl();
  return (
    <nav className="game-lobby__venues" aria-label={intl.formatMessage({ id: 'games.lobby.venues' })}>
      <button type="button" className={`venue-tab venue-tab--all${lobby.venue === '' ? ' is-active' : ''}`} aria-pressed={lobby.venue === ''} onClick={() => lobby.setVenue('')}>
        <FormattedMessage id="games.lobby.allVenues" />
      </button>
      {lobby.venues.map((venue) => (
        <button
          type="button"
          key={venue.platType}
          className={`venue-tab${venue.active ? ' is-active' : ''}`}
          aria-pressed={venue.active}
          data-venue-tab={venue.platType}
          onClick={() => lobby.setVenue(venue.platType)}
        >
          <SmartImage src={venue.logo} alt="" />
          <span>{venue.title}</span>
        </button>
      ))}
    </nav>
  );
}

function Toolbar({ lobby }: { lobby: ConnectedLobby }) {
  const intl = useIntl();
  const searchLabel = intl.formatMessage({ id: 'games.lobby.search' });
  return (
    <div className="game-lobby__toolbar">
      <div className="game-lobby__tabs">
        {lobby.tabs.map(({ tab, active }) => (
          <button type="button" key={tab} className={`lobby-tab${active ? ' is-active' : ''}`} aria-pressed={active} data-tab={tab} onClick={() => lobby.setTab(tab)}>
            <FormattedMessage id={`games.lobby.tab.${tab}`} />
          </button>
        ))}
      </div>
      <form
        className="game-lobby__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          lobby.searchNow();
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
        <input type="search" value={lobby.draft} placeholder={searchLabel} aria-label={searchLabel} maxLength={64} onChange={(event) => lobby.type(event.target.value)} />
        <button type="submit" className="button button--gold">
          <FormattedMessage id="games.lobby.searchButton" />
        </button>
      </form>
    </div>
  );
}

function PopularChips({ lobby }: { lobby: ConnectedLobby }) {
  return (
    <div className="game-lobby__chips">
      <span className="game-lobby__chips-label">
        <FormattedMessage id="games.lobby.popular" />
      </span>
      {lobby.chips.map((chip) => (
        <button type="button" key={chip.term} className={`search-chip${chip.active ? ' is-active' : ''}`} data-chip={chip.term} onClick={() => lobby.pick(chip.term)}>
          {chip.term}
        </button>
      ))}
    </div>
  );
}

function Games({ lobby }: { lobby: ConnectedLobby }) {
  const intl = useIntl();
  return (
    <section className="game-lobby__games" aria-busy={lobby.loading}>
      {lobby.loaded && (
        <p className="game-lobby__count">
          <FormattedMessage id="games.lobby.count" values={{ total: lobby.total }} />
        </p>
      )}
      {lobby.loaded && (
        <ul className="game-grid">
          {lobby.games.map((game) => (
            <GameCard key={game.id} game={game} playBusy={lobby.playBusy} />
          ))}
        </ul>
      )}
      {lobby.loading && (
        <ul className="game-grid game-grid--skeleton" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index} className="game-card game-card--skeleton" />
          ))}
        </ul>
      )}
      {lobby.empty && (
        <div className="game-lobby__empty">
          <svg viewBox="0 0 64 64" aria-hidden="true">
            <rect x="8" y="14" width="48" height="36" rx="6" />
            <path d="M20 30h24M26 38h12" />
          </svg>
          <p>
            <FormattedMessage id={lobby.emptyKey} />
          </p>
        </div>
      )}
      {lobby.failed && (
        <div className="list-status list-status--failed" role="alert">
          <p>{lobby.failureMessage ?? <FormattedMessage id="list.failed" />}</p>
          <button type="button" className="button button--outline" onClick={lobby.retry}>
            <FormattedMessage id="list.retry" />
          </button>
        </div>
      )}
      {lobby.pages > 1 && (
        <nav className="game-lobby__pager">
          <button type="button" className="button button--outline" disabled={!lobby.canGoBack} onClick={lobby.previous}>
            <FormattedMessage id="records.previous" />
          </button>
          <span>
            <FormattedMessage id="games.lobby.page" values={{ page: lobby.page, pages: lobby.pages }} />
          </span>
          <button type="button" className="button button--outline" disabled={!lobby.canGoOn} onClick={lobby.next}>
            <FormattedMessage id="records.next" />
          </button>
        </nav>
      )}
    </section>
  );
}
