import { FormattedMessage } from 'react-intl';
import { useState } from 'react';
import { formatAmount } from '../../../machines/rules/display';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { localDay, rangeTimes } from '../../../machines/rules/dayRange';
import { withdrawStatusTone } from '../../../machines/rules/withdrawal';
import type { ListQuery } from '../../../machines/list';
import * as withdrawalApi from '../../api/withdrawal';
import type { WithdrawRecord } from '../../api/withdrawal';
import { useList } from '../../components/list/useList';
import { RecordTable, RecordTime, serialColumn, type RecordColumn } from '../../components/list/RecordTable';
import { CryptoNote } from '../../components/crypto/RateEstimate';
import { displayRateText } from '../../../machines/rules/cryptoRate';
import { RecordDaysFilter } from './RecordDaysFilter';
import { RecordDetailDialog } from './RecordDetailDialog';

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


/** The withdrawal tab of /record/transRecord: withdrawals over a date range within 30 days, page by page. */
export function WithdrawalRecords() {
  const [today] = useState(() => localDay(Date.now()));
  const [detail, setDetail] = useState<number | null>(null);
  const list = useList<WithdrawRecord>({
    fetchPage: fetchWithdrawalRecords,
    pageSize: WITHDRAWAL_RECORDS_PAGE_SIZE,
    filters: { transType: 'withdraw' },
    window: { days: RECORD_WINDOW_DAYS, today, initialDays: FIRST_SHOWN_DAYS },
  });
  const range = list.range!;
  const days = list.window!;
  const columns: RecordColumn<WithdrawRecord>[] = [
    serialColumn(list),
    { title: 'records.date', cell: (record) => <RecordTime value={record.createTime} /> },
    { title: 'records.order', kind: 'code', cell: (record) => record.orderNo },
    { title: 'withdrawal.records.method', cell: (record) => record.withdrawMethodName },
    {
      title: 'withdrawal.records.account',
      cell: (record) => (
        <span className="records-account">
          <span>{record.accountName}</span>
          <small className="records-account__no">{record.accountNo}</small>
        </span>
      ),
    },
    {
      title: 'records.amount',
      kind: 'number',
      // To a crypto account: the CNY it took, and under it the USDT paid out and the rate it was made at.
      cell: (record) => (
        <>
          {formatAmount(Number(record.withdrawAmount))}
          <CryptoNote messageId="withdrawal.crypto.note" cryptoAmount={record.cryptoAmount} rate={record.cryptoRate && displayRateText(record.cryptoRate)} />
        </>
      ),
    },
    {
      title: 'withdrawal.records.bonus',
      kind: 'number',
      // The appointment bonus paid on top; none is a dash, not "+0.00".
      cell: (record) => (Number(record.bonusAmount) > 0 ? <span className="records-bonus">+{formatAmount(Number(record.bonusAmount))}</span> : '—'),
    },
    {
      title: 'records.status',
      cell: (record) => <span className={`records-status is-${withdrawStatusTone(record.status)}`}>{record.statusName}</span>,
    },
    {
      title: 'deposit.records.details',
      cell: (record) => (
        <button type="button" className="link-button" onClick={() => setDetail(record.id)}>
          <FormattedMessage id="deposit.records.details" />
        </button>
      ),
    },
  ];
  return (
    <div className="records-page__list">
      <RecordDaysFilter range={range} days={days} onChange={list.setRange} />
      <RecordTable list={list} columns={columns} rowData={(record) => ({ 'data-status': record.status })} testId="withdrawal-records" />
      {detail !== null && <RecordDetailDialog transType="withdraw" id={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
