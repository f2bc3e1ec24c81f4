import { FormattedMessage, useIntl } from 'react-intl';
import type { BaccaratView, ShownHand } from './connectBaccarat';
import { Chip } from './Chip';
import { PlayingCard } from './PlayingCard';

/** The baccarat table: the two hands at the top, the betting spots on the felt, the chip tray below. */

function Hand({ side, hand, winner }: { side: 'player' | 'banker'; hand: ShownHand; winner: boolean }) {
  return (
    <section className={`bac-hand bac-hand--${side}${winner ? ' is-winner' : ''}`} aria-label={useIntl().formatMessage({ id: `house.baccarat.${side}` })} data-testid={`hand-${side}`}>
      <header>
        <h2>
          <FormattedMessage id={`house.baccarat.${side}`} />
        </h2>
        <output className="bac-hand__total" aria-live="polite">
          {hand.total === null ? '–' : hand.total}
        </output>
      </header>
      <div className="bac-hand__cards">
        {hand.cards.length === 0 && [0, 1].map((slot) => <span key={slot} className="bac-hand__slot" />)}
        {hand.cards.map((shown, index) => (
          <span key={index} className={`bac-hand__card${index === 2 ? ' is-third' : ''}${shown.faceUp ? ' is-up' : ''}`}>
            <PlayingCard card={shown.card} faceUp={shown.faceUp} />
          </span>
        ))}
      </div>
    </section>
  );
}

export function BaccaratTable({ table }: { table: BaccaratView }) {
  const intl = useIntl();
  return (
    <div className="bac-table" data-phase={table.phase}>
      <div className="bac-felt">
        <div className="bac-felt__hands">
          <Hand side="player" hand={table.player} winner={table.result?.outcome === 'player'} />
          <div className="bac-felt__shoe" aria-hidden="true">
            <span>8 DECKS</span>
          </div>
          <Hand side="banker" hand={table.banker} winner={table.result?.outcome === 'banker'} />
        </div>

        <div className="bac-felt__message" role="status">
          {table.result ? (
            <div className={`bac-result bac-result--${table.result.outcome}`} data-testid="bac-result">
              <strong>
                <FormattedMessage id={`house.baccarat.win.${table.result.outcome}`} />
              </strong>
              <span className={table.result.won ? 'is-won' : ''}>
                <FormattedMessage id="house.baccarat.payout" values={{ amount: table.result.payout }} />
              </span>
              <small>
                <FormattedMessage id="house.baccarat.order" values={{ orderNo: table.result.orderNo }} />
              </small>
            </div>
          ) : table.phase === 'dealing' ? (
            <FormattedMessage id="house.baccarat.dealing" />
          ) : (
            <FormattedMessage id="house.baccarat.placeBets" />
          )}
        </div>

        <div className="bac-spots">
          {table.spots.map((spot) => (
            <button
              key={spot.spot}
              type="button"
              className={`bac-spot bac-spot--${spot.spot}${spot.winner ? ' is-winner' : ''}`}
              disabled={spot.disabled}
              onClick={spot.place}
              data-spot={spot.spot}
              aria-label={intl.formatMessage({ id: 'house.baccarat.place' }, { spot: intl.formatMessage({ id: `house.baccarat.${spot.spot}` }) })}
            >
              <span className="bac-spot__name">
                <FormattedMessage id={`house.baccarat.${spot.spot}`} />
              </span>
              <span className="bac-spot__pays">
                <FormattedMessage id={`house.baccarat.pays.${spot.spot}`} />
              </span>
              {spot.stakeMinor > 0 && (
                <span className="bac-spot__stake" data-testid={`stake-${spot.spot}`}>
                  <Chip label={spot.topChip} size={34} />
                  {spot.stake}
                </span>
              )}
            </button>
          ))}
        </div>
      </div>

      <div className="bac-tray">
        <div className="bac-tray__chips" role="radiogroup" aria-label={intl.formatMessage({ id: 'house.chips' })}>
          {table.chips.map((chip) => (
            <button
              key={chip.minor}
              type="button"
              role="radio"
              aria-checked={chip.selected}
              className={`house-chip${chip.selected ? ' is-selected' : ''}`}
              disabled={chip.disabled}
              onClick={chip.choose}
              aria-label={intl.formatMessage({ id: 'house.chip' }, { amount: chip.amount })}
              data-chip={chip.minor}
            >
              <Chip label={chip.label} />
            </button>
          ))}
        </div>
        <div className="bac-tray__total">
          <span>
            <FormattedMessage id="house.baccarat.totalStake" />
          </span>
          <strong data-testid="bac-total">{table.totalStake}</strong>
        </div>
        <div className="bac-tray__actions">
          {table.phase === 'result' ? (
            <button type="button" className="house-button house-button--gold" onClick={table.next}>
              <FormattedMessage id="house.baccarat.next" />
            </button>
          ) : (
            <>
              <button type="button" className="house-button house-button--ghost" disabled={!table.canClear} onClick={table.clear}>
                <FormattedMessage id="house.baccarat.clear" />
              </button>
              <button type="button" className="house-button house-button--gold" disabled={!table.canDeal} onClick={table.deal}>
                <FormattedMessage id={table.dealing ? 'house.baccarat.dealing' : 'house.baccarat.deal'} />
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
