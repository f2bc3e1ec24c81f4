import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { localDay, rangeTimes } from '../../../machines/rules/dayRange';
import type { ListQuery } from '../../../machines/list';
import * as walletApi from '../../api/wallet';
import type { TransferRecord } from '../../api/wallet';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { RecordDaysFilter } from './RecordDaysFilter';

/** Rows a page of transfer records. */
export const TRANSFER_RECORDS_PAGE_SIZE = 10;
/** The page opens on the last week of the 30-day window. */
const FIRST_SHOWN_DAYS = 7;


/** The records call for one page of the list: the chosen days in the member's time zone. */
async function fetchTransferRecords(query: ListQuery) {
  const range = query.range!;
  const page = await walletApi.getTransferRecords({
    ...rangeTimes(range),
    pageIndex: query.page,
    pageSize: query.pageSize ?? TRANSFER_RECORDS_PAGE_SIZE,
  }, { handles: 'all' }); // the list shows its failure in place, with a retry: no toast on top
  return { items: page.records, total: page.total };
}

/** The transfer tab of /record/transRecord: transfer records over a date range within 30 days, page by page. */
export function TransferRecords() {
  const [today] = useState(() => localDay(Date.now()));
  const list = useList<TransferRecord>({
    fetchPage: fetchTransferRecords,
    pageSize: TRANSFER_RECORDS_PAGE_SIZE,
    window: { days: RECORD_WINDOW_DAYS, today, initialDays: FIRST_SHOWN_DAYS },
  });
  const range = list.range!;
  const days = list.window!;

  return (
    <div className="records-page__list">
      <RecordDaysFilter range={range} days={days} onChange={list.setRange} />
      <table className="records-table" aria-busy={list.loading}>
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
          {list.loaded &&
            list.items.map((record, index) => (
              <tr key={record.id} data-type={record.convertType}>
                <td>{list.position(index)}</td>
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
      <ListStatus list={list} />
      <nav className="records-page__pager">
        <button type="button" className="button button--outline" disabled={!list.canGoBack} onClick={list.previous}>
          <FormattedMessage id="records.previous" />
        </button>
        <span>
          <FormattedMessage id="records.page" values={{ page: list.page, pages: list.pages }} />
        </span>
        <button type="button" className="button button--outline" disabled={!list.canGoOn} onClick={list.next}>
          <FormattedMessage id="records.next" />
        </button>
      </nav>
    </div>
  );
}
