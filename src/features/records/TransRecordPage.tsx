import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import * as walletApi from '../../api/wallet';
import { useContent } from '../../components/useContent';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import './TransRecordPage.css';

const DAY_MS = 86_400_000;
const PAGE_SIZE = 10;

const isoDay = (time: number) => new Date(time - new Date(time).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).getTime();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).getTime();

/** /record/transRecord?type=transfer: transfer records over a date range within 30 days, page by page. */
export default function TransRecordPage() {
  const today = isoDay(Date.now());
  const earliest = isoDay(Date.now() - (RECORD_WINDOW_DAYS - 1) * DAY_MS);
  const [range, setRange] = useState({ from: isoDay(Date.now() - 6 * DAY_MS), to: today, page: 1 });
  const query = { startTime: startOfDay(range.from), endTime: Math.min(endOfDay(range.to), Date.now()), pageIndex: range.page, pageSize: PAGE_SIZE };
  const page = useContent(() => walletApi.getTransferRecords(query), JSON.stringify(query));
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;

  return (
    <div className="records-page">
      <h1 className="page-title">
        <FormattedMessage id="records.transferTitle" />
      </h1>
      <div className="records-page__filters">
        <label>
          <FormattedMessage id="records.from" />
          <input type="date" min={earliest} max={range.to} value={range.from} onChange={(event) => event.target.value && setRange({ ...range, from: event.target.value, page: 1 })} />
        </label>
        <label>
          <FormattedMessage id="records.to" />
          <input type="date" min={range.from} max={today} value={range.to} onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value, page: 1 })} />
        </label>
        <span className="records-page__note">
          <FormattedMessage id="records.window" values={{ days: RECORD_WINDOW_DAYS }} />
        </span>
      </div>
      <table className="records-table">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="records.serial" />
            </th>
            <th>
              <FormattedMessage id="records.date" />
            </th>
            <th>
              <FormattedMessage id="records.order" />
            </th>
            <th>
              <FormattedMessage id="records.type" />
            </th>
            <th>
              <FormattedMessage id="records.venue" />
            </th>
            <th className="is-number">
              <FormattedMessage id="records.amount" />
            </th>
            <th>
              <FormattedMessage id="records.status" />
            </th>
          </tr>
        </thead>
        <tbody>
          {page?.records.map((record, index) => (
            <tr key={record.id} data-type={record.convertType}>
              <td>{(range.page - 1) * PAGE_SIZE + index + 1}</td>
              <td>
                <FormattedDate value={record.createTime} year="numeric" month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />
              </td>
              <td className="is-code">{record.orderNo}</td>
              <td>{record.convertTypeName}</td>
              <td>{record.apiTitle ?? '—'}</td>
              <td className="is-number">{formatAmount(Number(record.convertMoney))}</td>
              <td>{record.statusName}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {page && page.records.length === 0 && (
        <p className="empty-note">
          <FormattedMessage id="records.empty" />
        </p>
      )}
      <nav className="records-page__pager">
        <button type="button" className="button button--outline" disabled={range.page <= 1} onClick={() => setRange({ ...range, page: range.page - 1 })}>
          <FormattedMessage id="records.previous" />
        </button>
        <span>
          <FormattedMessage id="records.page" values={{ page: range.page, pages }} />
        </span>
        <button type="button" className="button button--outline" disabled={range.page >= pages} onClick={() => setRange({ ...range, page: range.page + 1 })}>
          <FormattedMessage id="records.next" />
        </button>
      </nav>
    </div>
  );
}
