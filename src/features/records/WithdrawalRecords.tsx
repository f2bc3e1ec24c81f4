import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { localDay, rangeTimes } from '../../../machines/rules/dayRange';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import type { ListQuery } from '../../../machines/list';
import * as withdrawalApi from '../../api/withdrawal';
import type { WithdrawRecord } from '../../api/withdrawal';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { RecordDaysFilter } from './RecordDaysFilter';

/** Rows a page of withdrawal records. */
export const WITHDRAWAL_RECORDS_PAGE_SIZE = 10;
const FIRST_SHOWN_DAYS = 7;


async function fetchWithdrawalRecords(query: ListQuery) {
  const range = query.range!;
  const page = await withdrawalApi.getWithdrawRecords(
    {
      ...rangeTimes(range),
      pageIndex: query.page,
      pageSize: query.pageSize ?? WITHDRAWAL_RECORDS_PAGE_SIZE,
    },
    { handles: 'all' }, // the list shows its failure in place, with a retry: no toast on top
  );
  return { items: page.records, total: page.total };
}

const STATUS_CLASS: Record<number, string> = {
  [WITHDRAW_STATUS.reviewing]: 'is-pending',
  [WITHDRAW_STATUS.paid]: 'is-done',
  [WITHDRAW_STATUS.rejected]: 'is-failed',
};

/** The withdrawal tab of /record/transRecord: withdrawals over a date range within 30 days, page by page. */
export function WithdrawalRecords() {
  const [today] = useState(() => localDay(Date.now()));
  const list = useList<WithdrawRecord>({
    fetchPage: fetchWithdrawalRecords,
    pageSize: WITHDRAWAL_RECORDS_PAGE_SIZE,
    filters: { transType: 'withdraw' },
    window: { days: RECORD_WINDOW_DAYS, today, initialDays: FIRST_SHOWN_DAYS },
  });
  const range = list.range!;
  const days = list.window!;
  return (
    <div className="records-page__list">
      <RecordDaysFilter range={range} days={days} onChange={list.setRange} />
      <table className="records-table" aria-busy={list.loading} data-testid="withdrawal-records">
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
              <FormattedMessage id="withdrawal.records.method" />
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
              <tr key={record.id} data-status={record.status}>
                <td>{list.position(index)}</td>
                <td>
                  <FormattedDate value={record.createTime} year="numeric" month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />
                </td>
                <td className="is-code">{record.orderNo}</td>
                <td>{record.withdrawMethodName}</td>
                <td className="is-number">{formatAmount(Number(record.withdrawAmount))}</td>
                <td>
                  <span className={`records-status ${STATUS_CLASS[record.status] ?? ''}`}>{record.statusName}</span>
                </td>
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
