import { FormattedMessage, useIntl } from 'react-intl';
import { SmartImage } from '../../components/SmartImage';
import type { ConnectedLobby } from './connectGameLobby';

type LobbyCard = ConnectedLobby['games'][number];

/** One game of the lobby: its art with a play button on hover, a favourite star, its tags, name and venue. */
export function GameCard({ game, playBusy }: { game: LobbyCard; playBusy: boolean }) {
  const intl = useIntl();
  const starLabel = intl.formatMessage({ id: game.collected ? 'games.lobby.unfavourite' : 'games.lobby.favourite' }, { name: game.name });
  return (
    <li className="game-card" data-game={game.id}>
      <div className="game-card__art">
        <SmartImage src={game.imgUrl} alt="" loading="lazy" />
        {game.tags.length > 0 && (
          <span className="game-card__tags">
            {game.tags.map((tag) => (
              <span key={tag} className={`game-card__tag game-card__tag--${tag}`}>
                <FormattedMessage id={`games.lobby.tag.${tag}`} />
              </span>
            ))}
          </span>
        )}
        <button
          type="button"
          className={`game-card__star${game.collected ? ' is-on' : ''}`}
          aria-pressed={game.collected}
          aria-label={starLabel}
          title={starLabel}
          disabled={game.starBusy}
          onClick={game.toggleFavourite}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
          </svg>
        </button>
        <span className="game-card__veil">
          <button type="button" className="button button--gold game-card__play" disabled={playBusy} onClick={game.play}>
            <FormattedMessage id={game.opening ? 'games.opening' : 'nav.play'} />
          </button>
        </span>
      </div>
      <span className="game-card__name">{game.name}</span>
      <span className="game-card__venue">{game.venueTitle}</span>
    </li>
  );
}
