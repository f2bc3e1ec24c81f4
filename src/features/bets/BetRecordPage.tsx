import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { localDay } from '../../../machines/rules/dayRange';
import type { ListQuery } from '../../../machines/list';
import * as betsApi from '../../api/bets';
import type { BetRecord, BetTotals } from '../../api/bets';
import * as walletApi from '../../api/wallet';
import { useList } from '../../components/list/useList';
import { RecordTable, RecordTime, type RecordColumn } from '../../components/list/RecordTable';
import { BET_WINDOWS, betWindowOf, betWindowRange } from '../../../machines/rules/betWindows';
import { isWinningBet, winLossTone } from '../../../machines/rules/bets';
import { rangeTimes } from '../../../machines/rules/dayRange';
import { BetDetailDialog } from './BetDetailDialog';
import { signedAmount, WinLoss } from './WinLoss';
import '../../components/bets/BetStatus.css';
import './BetRecordPage.css';

/** Rows a page of bet records. */
export const BET_RECORDS_PAGE_SIZE = 10;
/** The list filter naming the venue ('' for every venue). */
export const VENUE_FILTER = 'platType';

/** A venue of the filter: its plat_type and name in the member's language. */
interface VenueOption {
  platType: string;
  title: string;
}

/**
 * /record/betRecord: the member's bets over a date window within 30 days (quick windows today,
 * yesterday, 7 and 30 days, or any days), of one venue or all, page by page, with the totals of the
 * whole filter beside the page.
 */
export default function BetRecordPage() {
  const intl = useIntl();
  const [today] = useState(() => localDay(Date.now()));
  const [venues, setVenues] = useState<VenueOption[]>([]);
  const [totals, setTotals] = useState<BetTotals | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  // The totals of the latest load only: an older load that answers late must not overwrite them.
  const latestLoad = useRef(0);

  const [fetchPage] = useState(() => async (query: ListQuery) => {
    const load = ++latestLoad.current;
    const filter = { platType: query.filters[VENUE_FILTER] ?? '', ...rangeTimes(query.range!) };
    const options = { handles: 'all' } as const; // the list shows its failure in place, with a retry: no toast on top
    const [page, sum] = await Promise.all([
      betsApi.getBetRecords({ ...filter, pageIndex: query.page, pageSize: query.pageSize ?? BET_RECORDS_PAGE_SIZE }, options),
      betsApi.getBetTotals(filter, options),
    ]);
    if (load === latestLoad.current) setTotals(sum);
    return { items: page.records, total: page.total };
  });
  const list = useList<BetRecord>({
    fetchPage,
    pageSize: BET_RECORDS_PAGE_SIZE,
    filters: { [VENUE_FILTER]: '' },
    window: { days: RECORD_WINDOW_DAYS, today, initialDays: 1 },
  });
  const range = list.range!;
  const days = list.window!;
  const dayWindow = { days: RECORD_WINDOW_DAYS, today };
  const chosen = betWindowOf(range, dayWindow);
  const columns: RecordColumn<BetRecord>[] = [
    { title: 'records.date', cell: (record) => <RecordTime value={record.createTime} /> },
    {
      title: 'records.order',
      kind: 'code',
      cell: (record) => (
        // The row opens the detail on a click; this button is the same for the keyboard and screen readers.
        <button
          type="button"
          className="bet-records__open"
          aria-label={intl.formatMessage({ id: 'bets.openDetail' }, { orderNo: record.orderNo })}
          onClick={(event) => {
            event.stopPropagation();
            setOpened(record.id);
          }}
        >
          {record.orderNo}
        </button>
      ),
    },
    { title: 'bets.platform', cell: (record) => record.apiTitle },
    { title: 'bets.content', cell: (record) => record.gameName },
    { title: 'bets.stake', kind: 'number', cell: (record) => formatAmount(Number(record.betAmount)) },
    { title: 'bets.validStake', kind: 'number', cell: (record) => formatAmount(Number(record.validBetAmount)) },
    {
      title: 'bets.payout',
      kind: 'number',
      cell: (record) => formatAmount(Number(record.payout)),
      cellClass: (record) => (isWinningBet(record) ? 'is-win' : ''),
    },
    { title: 'bets.winLoss', kind: 'number', cell: (record) => <WinLoss bet={record} /> },
    {
      title: 'records.status',
      cell: (record) => <span className={`bet-status bet-status--${record.status}`}>{record.statusName}</span>,
    },
  ];

  useEffect(() => {
    let live = true;
    walletApi
      .getWalletOverview()
      .then((overview) => live && setVenues(overview.walletList.map((wallet) => ({ platType: wallet.platType, title: wallet.apiTitle }))))
      .catch(() => undefined); // without the names the filter offers every venue only
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="bet-records">
      <h1 className="page-title">
        <FormattedMessage id="bets.title" />
      </h1>
      <div className="bet-records__windows" role="group" aria-label={intl.formatMessage({ id: 'bets.windowLabel' })}>
        {BET_WINDOWS.map((name) => (
          <button
            key={name}
            type="button"
            className={`bet-records__window${chosen === name ? ' is-active' : ''}`}
            aria-pressed={chosen === name}
            onClick={() => list.setRange(betWindowRange(name, dayWindow))}
          >
            <FormattedMessage id={`bets.window.${name}`} />
          </button>
        ))}
      </div>
      <div className="bet-records__filters">
        <label>
          <FormattedMessage id="bets.venue" />
          <select value={list.filters[VENUE_FILTER] ?? ''} onChange={(event) => list.setFilter(VENUE_FILTER, event.target.value)}>
            <option value="">{intl.formatMessage({ id: 'bets.allVenues' })}</option>
            {venues.map((venue) => (
              <option key={venue.platType} value={venue.platType}>
                {venue.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage id="records.from" />
          <input type="date" min={days.earliest} max={range.to} value={range.from} onChange={(event) => list.setRange({ from: event.target.value })} />
        </label>
        <label>
          <FormattedMessage id="records.to" />
          <input type="date" min={range.from} max={days.latest} value={range.to} onChange={(event) => list.setRange({ to: event.target.value })} />
        </label>
        <span className="bet-records__note">
          <FormattedMessage id="records.window" values={{ days: RECORD_WINDOW_DAYS }} />
        </span>
      </div>
      <RecordTable
        list={list}
        columns={columns}
        className="bet-records__table"
        rowData={(record) => ({ 'data-status': record.status })}
        onRowClick={(record) => setOpened(record.id)}
        footer={
          totals !== null && (
            <tfoot>
              <tr className="bet-records__totals" data-testid="bet-totals">
                <th scope="row" colSpan={4}>
                  <FormattedMessage id="bets.totals" values={{ count: totals.count }} />
                </th>
                <td className="is-number" data-total="stake">
                  {formatAmount(Number(totals.betAmount))}
                </td>
                <td className="is-number" data-total="validStake">
                  {formatAmount(Number(totals.validBetAmount))}
                </td>
                <td className="is-number" data-total="payout">
                  {formatAmount(Number(totals.payout))}
                </td>
                <td className="is-number" data-total="winLoss">
                  <span className={`win-loss is-${winLossTone(minorOf(totals.winLoss))}`}>{signedAmount(minorOf(totals.winLoss))}</span>
                </td>
                <td />
              </tr>
            </tfoot>
          )
        }
      />
      {opened !== null && <BetDetailDialog id={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}

/** An API amount ("-12.30") in minor units. */
const minorOf = (amount: string) => Math.round(Number(amount) * 100);
