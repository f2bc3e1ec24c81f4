import { FormattedMessage, useIntl } from 'react-intl';
import type { KenoView } from './connectKeno';
import { Chip } from './Chip';

/** The happy-lottery board: the 80 numbers, the countdown and last draw, markets, stake, pay table, tickets. */

const RING = 2 * Math.PI * 52;

function Countdown({ board }: { board: KenoView }) {
  const drawing = board.phase === 'drawing';
  return (
    <div className="keno-clock" data-testid="keno-countdown">
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="52" fill="none" stroke="rgba(255,255,255,.12)" strokeWidth="8" />
        <circle
          cx="60"
          cy="60"
          r="52"
          fill="none"
          stroke="url(#keno-clock-gold)"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={RING}
          strokeDashoffset={RING * (1 - board.minuteLeft)}
          transform="rotate(-90 60 60)"
        />
        <defs>
          <linearGradient id="keno-clock-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff0b8" />
            <stop offset="1" stopColor="#d4a017" />
          </linearGradient>
        </defs>
      </svg>
      <div className="keno-clock__text">
        <small>{drawing ? <FormattedMessage id="house.keno.drawing" /> : <FormattedMessage id="house.keno.countdown" />}</small>
        <strong aria-live="off">{drawing ? '00:00' : board.countdown}</strong>
        {board.round !== null && (
          <span>
            <FormattedMessage id="house.keno.round" values={{ round: board.round }} />
          </span>
        )}
      </div>
    </div>
  );
}

/** A tick: the mark of a number the member picked, wherever it shows (the board, the draw strip, the legend). */
function Tick() {
  return (
    <svg className="keno-tick" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="8" />
      <path d="M4.4 8.3l2.4 2.4 4.8-5" />
    </svg>
  );
}

function Balls({ numbers, picked = [], small }: { numbers: number[]; picked?: number[]; small?: boolean }) {
  const intl = useIntl();
  return (
    <ol className={`keno-balls${small ? ' keno-balls--small' : ''}`}>
      {numbers.map((number, index) => {
        const mine = picked.includes(number);
        return (
          <li
            key={number}
            className={`keno-ball keno-ball--${Math.ceil(number / 16)}${mine ? ' is-picked' : ''}`}
            style={{ animationDelay: `${index * 60}ms` }}
            data-picked={mine || undefined}
          >
            {number}
            {mine && (
              <>
                <Tick />
                <span className="sr-only">{intl.formatMessage({ id: 'house.keno.legend.picked' })}</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** What the board's marks mean: a tick is the member's pick, a ring a number of the last draw, both a pick drawn. */
function Legend() {
  const intl = useIntl();
  return (
    <ul className="keno-legend" aria-label={intl.formatMessage({ id: 'house.keno.legend' })} data-testid="keno-legend">
      <li>
        <span className="keno-legend__cell is-picked" aria-hidden="true">
          <Tick />
        </span>
        <FormattedMessage id="house.keno.legend.picked" />
      </li>
      <li>
        <span className="keno-legend__cell is-drawn" aria-hidden="true" />
        <FormattedMessage id="house.keno.legend.drawn" />
      </li>
      <li>
        <span className="keno-legend__cell is-picked is-drawn" aria-hidden="true">
          <Tick />
        </span>
        <FormattedMessage id="house.keno.legend.hit" />
      </li>
    </ul>
  );
}

export function KenoBoard({ board }: { board: KenoView }) {
  const intl = useIntl();
  if (board.phase === 'failed') {
    return (
      <div className="keno-failed" role="alert">
        <p>
          <FormattedMessage id="house.keno.failed" />
        </p>
        <button type="button" className="house-button house-button--gold" onClick={board.retry}>
          <FormattedMessage id="house.keno.retry" />
        </button>
      </div>
    );
  }
  const showResult = board.phase === 'result';
  return (
    <div className="keno" data-phase={board.phase}>
      <section className="keno-main">
        <div className="keno-draw-strip">
          <Countdown board={board} />
          <div className="keno-last" data-testid="keno-last-draw">
            <h2>
              {showResult && board.lastDraw ? (
                <FormattedMessage id="house.keno.result" values={{ round: board.lastDraw.round }} />
              ) : (
                <FormattedMessage id="house.keno.lastDraw" />
              )}
            </h2>
            {board.lastDraw ? (
              <>
                <Balls numbers={board.lastDraw.numbers} picked={board.lastDraw.picked} small />
                <p className="keno-last__facts">
                  <span>
                    <FormattedMessage id="house.keno.total" values={{ total: board.lastDraw.total }} />
                  </span>
                  {board.lastDraw.bigSmall && (
                    <span className="keno-tag">
                      <FormattedMessage id={`house.keno.market.${board.lastDraw.bigSmall}`} />
                    </span>
                  )}
                  <span className={`keno-tag keno-tag--${board.lastDraw.element}`}>
                    <FormattedMessage id={`house.keno.market.${board.lastDraw.element}`} />
                  </span>
                  {board.lastDraw.round !== null && (
                    <small>
                      <FormattedMessage id="house.keno.round" values={{ round: board.lastDraw.round }} />
                    </small>
                  )}
                </p>
              </>
            ) : (
              <p className="keno-muted">
                <FormattedMessage id="house.keno.noDraw" />
              </p>
            )}
            {showResult && (
              <button type="button" className="house-button house-button--ghost keno-last__next" onClick={board.next}>
                <FormattedMessage id="house.keno.next" />
              </button>
            )}
          </div>
        </div>

        <div className="keno-grid-head">
          <h2>
            <FormattedMessage id="house.keno.picked" values={{ count: board.picked }} />
          </h2>
          <button type="button" className="house-button house-button--ghost" disabled={!board.canClear} onClick={board.clear}>
            <FormattedMessage id="house.keno.clear" />
          </button>
        </div>
        <div className="keno-grid" role="group" aria-label={intl.formatMessage({ id: 'house.keno.title' })}>
          {board.numbers.map((cell) => (
            <button
              key={cell.number}
              type="button"
              className={`keno-cell${cell.picked ? ' is-picked' : ''}${cell.drawn ? ' is-drawn' : ''}`}
              aria-pressed={cell.picked}
              aria-label={intl.formatMessage({ id: cell.labelKey }, { number: cell.number })}
              disabled={cell.disabled}
              onClick={cell.toggle}
              data-number={cell.number}
            >
              {cell.number}
              {cell.picked && <Tick />}
            </button>
          ))}
        </div>
        {board.legend && <Legend />}

        <h2 className="keno-section-title">
          <FormattedMessage id="house.keno.markets" />
        </h2>
        <div className="keno-markets">
          {board.markets.map((market) => (
            <button
              key={market.market}
              type="button"
              className={`keno-market keno-market--${market.market}${market.selected ? ' is-selected' : ''}${showResult && market.won ? ' is-won' : ''}`}
              aria-pressed={market.selected}
              disabled={market.disabled}
              onClick={market.toggle}
              data-market={market.market}
            >
              <strong>
                <FormattedMessage id={`house.keno.market.${market.market}`} />
              </strong>
              <span>
                <FormattedMessage id="house.keno.range" values={{ from: market.from, to: market.to }} />
              </span>
              <em>
                <FormattedMessage id="house.keno.odds" values={{ odds: market.odds }} />
              </em>
            </button>
          ))}
        </div>
        <p className="keno-muted keno-note">
          <FormattedMessage id="house.keno.at810" />
        </p>
      </section>

      <aside className="keno-side">
        <section className="keno-slip">
          <h2>
            <FormattedMessage id="house.keno.stake" />
          </h2>
          <div className="keno-slip__chips" role="radiogroup" aria-label={intl.formatMessage({ id: 'house.keno.stake' })}>
            {board.stakes.map((chip) => (
              <button
                key={chip.minor}
                type="button"
                role="radio"
                aria-checked={chip.selected}
                className={`house-chip house-chip--small${chip.selected ? ' is-selected' : ''}`}
                disabled={chip.disabled}
                onClick={chip.choose}
                aria-label={intl.formatMessage({ id: 'house.chip' }, { amount: chip.amount })}
                data-chip={chip.minor}
              >
                <Chip label={chip.label} size={44} />
              </button>
            ))}
          </div>
          <p className="keno-slip__total" data-testid="keno-total">
            <FormattedMessage id="house.keno.ticketTotal" values={{ amount: board.ticketTotal }} />
          </p>
          <button type="button" className="house-button house-button--gold keno-slip__buy" disabled={!board.canBuy} onClick={board.buy}>
            <FormattedMessage id={board.phase === 'buying' ? 'house.keno.buying' : 'house.keno.buy'} />
          </button>
          {board.lastBought !== null && (
            <p className="keno-slip__bought" role="status">
              <FormattedMessage id="house.keno.bought" values={{ round: board.lastBought }} />
            </p>
          )}
        </section>

        <section className="keno-tickets">
          <h2>
            <FormattedMessage id="house.keno.tickets" />
          </h2>
          {board.tickets.length === 0 ? (
            <p className="keno-muted">
              <FormattedMessage id="house.keno.noTickets" />
            </p>
          ) : (
            <ul data-testid="keno-tickets">
              {board.tickets.map((ticket) => (
                <li key={ticket.ticketId} className={ticket.won ? 'is-won' : ''} data-ticket={ticket.ticketId}>
                  <div>
                    <strong>
                      <FormattedMessage id="house.keno.round" values={{ round: ticket.roundId }} />
                    </strong>
                    <span className="keno-ticket__picks">
                      {[...ticket.numbers.map(String), ...ticket.markets.map((market) => intl.formatMessage({ id: `house.keno.market.${market}` }))].join(' · ')}
                    </span>
                  </div>
                  <div className="keno-ticket__money">
                    <span>{ticket.totalStake}</span>
                    {ticket.settled ? (
                      <strong data-testid="ticket-payout">
                        {ticket.hits !== null && ticket.numbers.length > 0 && (
                          <small>
                            <FormattedMessage id="house.keno.hits" values={{ hits: ticket.hits }} />
                          </small>
                        )}
                        {ticket.payout}
                      </strong>
                    ) : (
                      <em>
                        <FormattedMessage id="house.keno.waiting" />
                      </em>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="keno-paytable">
          <h2>
            <FormattedMessage id="house.keno.payTable" />
          </h2>
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="house.keno.payTable.picks" />
                </th>
                <th scope="col">
                  <FormattedMessage id="house.keno.payTable.pays" />
                </th>
              </tr>
            </thead>
            <tbody>
              {board.payTable.map((row) => (
                <tr key={row.picks} className={row.current ? 'is-current' : ''}>
                  <th scope="row">{row.picks}</th>
                  <td>
                    {row.pays.map((pay) => (
                      <span key={pay.hits} className="keno-pay">
                        <i>
                          <FormattedMessage id="house.keno.payTable.hits" values={{ hits: pay.hits }} />
                        </i>
                        <b>×{pay.times}</b>
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="keno-muted">
            <FormattedMessage id="house.keno.payTable.hint" />
          </p>
        </section>
      </aside>
    </div>
  );
}
