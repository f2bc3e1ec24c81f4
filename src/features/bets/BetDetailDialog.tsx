import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { HOUSE_PLAT_TYPE } from '../../../machines/rules/houseVenue';
import * as betsApi from '../../api/bets';
import type { BetDetail, BetRecord, BetRoundResult } from '../../api/bets';
import { Dialog } from '../../components/Dialog';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { RecordTime } from '../../components/list/RecordTable';
import { WinLoss } from './WinLoss';
import './BetDetail.css';

/**
 * One bet in full (/user/getBetDetail/{id}), loaded on the list machine as the deposit detail is:
 * loading, failed with a retry, shown. Every field of the record, and for the in-house games the
 * round's result: baccarat's hands and stakes per spot, a keno ticket's numbers against the draw.
 */
export function BetDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const detail = useList<BetDetail & { id: number }>({
    fetchPage: async () => ({ items: [{ id, ...(await betsApi.getBetDetail(id, { handles: 'all' })) }], total: 1 }),
  });
  const loaded = detail.loaded ? detail.items[0] : undefined;
  return (
    <Dialog title={intl.formatMessage({ id: 'bets.detail.title' })} onClose={onClose}>
      {loaded ? (
        <div className="bet-detail" data-testid="bet-detail">
          <BetFields bet={loaded.bet} />
          {loaded.bet.platType === HOUSE_PLAT_TYPE && <RoundResult result={loaded.result} />}
        </div>
      ) : (
        <ListStatus list={detail} />
      )}
    </Dialog>
  );
}

function Field({ label, children, kind }: { label: string; children: ReactNode; kind?: 'code' | 'number' }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd className={kind ? `is-${kind}` : undefined}>{children}</dd>
    </>
  );
}

function BetFields({ bet }: { bet: BetRecord }) {
  return (
    <dl className="records-detail bet-detail__fields">
      <Field label="records.order" kind="code">
        {bet.orderNo}
      </Field>
      <Field label="bets.detail.betTime">
        <RecordTime value={bet.createTime} />
      </Field>
      <Field label="bets.detail.settleTime">{bet.settleTime === null ? '—' : <RecordTime value={bet.settleTime} />}</Field>
      <Field label="bets.platform">{bet.apiTitle}</Field>
      <Field label="bets.content">{bet.gameName}</Field>
      {bet.platType !== HOUSE_PLAT_TYPE && (
        // A house bet's round is its deal or its draw, shown with the result below.
        <Field label="bets.detail.round" kind="code">
          {bet.roundId}
        </Field>
      )}
      <Field label="bets.stake" kind="number">
        {formatAmount(Number(bet.betAmount))}
      </Field>
      <Field label="bets.validStake" kind="number">
        {formatAmount(Number(bet.validBetAmount))}
      </Field>
      <Field label="bets.payout" kind="number">
        {formatAmount(Number(bet.payout))}
      </Field>
      <Field label="bets.winLoss" kind="number">
        <WinLoss bet={bet} />
      </Field>
      <Field label="records.status">
        <span className={`bet-status bet-status--${bet.status}`}>{bet.statusName}</span>
      </Field>
    </dl>
  );
}

function RoundResult({ result }: { result: BetRoundResult | null }) {
  return (
    <section className="bet-detail__result" aria-labelledby="bet-detail-result">
      <h3 id="bet-detail-result">
        <FormattedMessage id="bets.detail.result" />
      </h3>
      {result === null ? (
        <p className="bet-detail__muted">
          <FormattedMessage id="bets.detail.noResult" />
        </p>
      ) : result.game === 'baccarat' ? (
        <BaccaratResult result={result} />
      ) : (
        <KenoResult result={result} />
      )}
    </section>
  );
}

const RANKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUITS = ['♠', '♥', '♣', '♦'];

function Card({ rank, suit }: { rank: number; suit: number }) {
  const intl = useIntl();
  const rankText = RANKS[rank] ?? String(rank);
  const name = intl.formatMessage({ id: 'bets.detail.card' }, { rank: rankText, suit: intl.formatMessage({ id: `bets.detail.suit.${suit}` }) });
  return (
    <li className={`bet-card${suit % 2 === 1 ? ' is-red' : ''}`} title={name}>
      <span aria-hidden="true">
        {rankText}
        {SUITS[suit]}
      </span>
      <span className="sr-only">{name}</span>
    </li>
  );
}

type BaccaratResultView = Extract<BetRoundResult, { game: 'baccarat' }>;

function BaccaratResult({ result }: { result: BaccaratResultView }) {
  const intl = useIntl();
  const hands = [
    { spot: 'player', cards: result.playerCards, total: result.playerTotal },
    { spot: 'banker', cards: result.bankerCards, total: result.bankerTotal },
  ] as const;
  return (
    <div className="bet-baccarat" data-outcome={result.outcome}>
      <p className={`bet-baccarat__outcome is-${result.outcome}`}>
        <FormattedMessage id={`bets.detail.outcome.${result.outcome}`} />
      </p>
      <div className="bet-baccarat__hands">
        {hands.map((hand) => (
          <div key={hand.spot} className={`bet-baccarat__hand${result.outcome === hand.spot ? ' is-winner' : ''}`} data-hand={hand.spot}>
            <h4>
              <FormattedMessage id={`bets.detail.spot.${hand.spot}`} />
              <span>
                <FormattedMessage id="bets.detail.points" values={{ points: hand.total }} />
              </span>
            </h4>
            <ul className="bet-cards">
              {hand.cards.map((card, index) => (
                <Card key={index} rank={card.rank} suit={card.suit} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      <dl className="bet-baccarat__stakes" aria-label={intl.formatMessage({ id: 'bets.detail.stakes' })}>
        {(['player', 'banker', 'tie'] as const).map((spot) => (
          <div key={spot} className={result.outcome === spot ? 'is-winner' : undefined}>
            <dt>
              <FormattedMessage id={`bets.detail.spot.${spot}`} />
            </dt>
            <dd>{formatAmount(Number(result.stakes[spot]))}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

type KenoResultView = Extract<BetRoundResult, { game: 'keno' }>;

function KenoResult({ result }: { result: KenoResultView }) {
  const intl = useIntl();
  const drawn = new Set(result.drawn ?? []);
  return (
    <div className="bet-keno">
      <p className="bet-keno__round">
        <FormattedMessage id="bets.detail.draw" values={{ round: result.round }} />
        {result.hits !== null && result.numbers.length > 0 && (
          <span className="bet-keno__hits">
            <FormattedMessage id="bets.detail.hits" values={{ hits: result.hits }} />
          </span>
        )}
      </p>
      {result.numbers.length > 0 && (
        <>
          <h4>
            <FormattedMessage id="bets.detail.picks" />
          </h4>
          <ul className="bet-keno__balls" data-testid="bet-keno-picks">
            {result.numbers.map((number) => {
              const hit = result.drawn !== null && drawn.has(number);
              const label = result.drawn === null ? String(number) : intl.formatMessage({ id: hit ? 'bets.detail.hitNumber' : 'bets.detail.missNumber' }, { number });
              return (
                <li key={number} className={`bet-ball bet-ball--pick${hit ? ' is-hit' : ''}`} data-hit={hit}>
                  <span aria-hidden="true">{number}</span>
                  <span className="sr-only">{label}</span>
                  {hit && <i className="bet-ball__tick" aria-hidden="true" />}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {result.markets.length > 0 && (
        <p className="bet-keno__markets">
          <span>
            <FormattedMessage id="bets.detail.markets" />
          </span>
          {result.markets.map((market) => (
            <span key={market} className="bet-keno__market">
              <FormattedMessage id={`bets.detail.market.${market}`} />
            </span>
          ))}
        </p>
      )}
      <h4>
        <FormattedMessage id="bets.detail.drawn" />
        {result.total !== null && (
          <span>
            <FormattedMessage id="bets.detail.total" values={{ total: result.total }} />
          </span>
        )}
      </h4>
      {result.drawn === null ? (
        <p className="bet-detail__muted">
          <FormattedMessage id="bets.detail.awaitingDraw" />
        </p>
      ) : (
        <>
          <ul className="bet-keno__balls bet-keno__balls--drawn" data-testid="bet-keno-drawn">
            {result.drawn.map((number) => {
              const mine = result.numbers.includes(number);
              return (
                <li key={number} className={`bet-ball${mine ? ' is-hit' : ''}`} data-hit={mine}>
                  <span aria-hidden="true">{number}</span>
                  <span className="sr-only">{mine ? intl.formatMessage({ id: 'bets.detail.hitNumber' }, { number }) : number}</span>
                  {mine && <i className="bet-ball__tick" aria-hidden="true" />}
                </li>
              );
            })}
          </ul>
          {result.numbers.length > 0 && (
            <p className="bet-keno__legend" aria-hidden="true">
              <span>
                <i className="bet-ball bet-ball--legend is-hit">
                  <i className="bet-ball__tick" />
                </i>
                <FormattedMessage id="bets.detail.legend.hit" />
              </span>
              <span>
                <i className="bet-ball bet-ball--legend bet-ball--pick" />
                <FormattedMessage id="bets.detail.legend.miss" />
              </span>
            </p>
          )}
        </>
      )}
    </div>
  );
}
