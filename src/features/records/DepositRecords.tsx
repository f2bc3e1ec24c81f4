import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { localDay, rangeTimes } from '../../../machines/rules/dayRange';
import { rechargeStatusTone } from '../../../machines/rules/deposit';
import type { ListQuery } from '../../../machines/list';
import * as depositApi from '../../api/deposit';
import type { DepositRecord } from '../../api/deposit';
import { useList } from '../../components/list/useList';
import { RecordTable, RecordTime, serialColumn, type RecordColumn } from '../../components/list/RecordTable';
import { CryptoNote } from '../../components/crypto/RateEstimate';
import { displayRateText } from '../../../machines/rules/cryptoRate';
import { RecordDaysFilter } from './RecordDaysFilter';
import { RecordDetailDialog } from './RecordDetailDialog';

/** Rows a page of deposit records. */
export const DEPOSIT_RECORDS_PAGE_SIZE = 10;
const FIRST_SHOWN_DAYS = 7;


async function fetchDepositRecords(query: ListQuery) {
  const range = query.range!;
  const page = await depositApi.getUserDepositRecords(
    {
      ...rangeTimes(range),
      pageIndex: query.page,
      pageSize: query.pageSize ?? DEPOSIT_RECORDS_PAGE_SIZE,
    },
    { handles: 'all' },
  );
  return { items: page.records, total: page.total };
}

/** The deposit tab of /record/transRecord: deposits over a date range within 30 days, each with its details. */
export function DepositRecords() {
  const [today] = useState(() => localDay(Date.now()));
  const [detail, setDetail] = useState<number | null>(null);
  const list = useList<DepositRecord>({
    fetchPage: fetchDepositRecords,
    pageSize: DEPOSIT_RECORDS_PAGE_SIZE,
    filters: { transType: 'recharge' },
    window: { days: RECORD_WINDOW_DAYS, today, initialDays: FIRST_SHOWN_DAYS },
  });
  const range = list.range!;
  const days = list.window!;
  const columns: RecordColumn<DepositRecord>[] = [
    serialColumn(list),
    { title: 'records.date', cell: (record) => <RecordTime value={record.createTime} /> },
    { title: 'records.order', kind: 'code', cell: (record) => record.orderNo },
    { title: 'deposit.records.method', cell: (record) => record.rechargeTypeName },
    {
      title: 'records.amount',
      kind: 'number',
      // A USDT deposit: the CNY it credits, and under it the USDT paid and the rate it was made at.
      cell: (record) => (
        <>
          {formatAmount(Number(record.rechargeMoney))}
          <CryptoNote messageId="deposit.crypto.note" cryptoAmount={record.cryptoAmount} rate={record.cryptoRate && displayRateText(record.cryptoRate)} />
        </>
      ),
    },
    {
      title: 'records.status',
      cell: (record) => <span className={`records-status is-${rechargeStatusTone(record.status)}`}>{record.statusName}</span>,
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
      <RecordTable list={list} columns={columns} rowData={(record) => ({ 'data-status': record.status })} />
      {detail !== null && <RecordDetailDialog transType="recharge" id={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
