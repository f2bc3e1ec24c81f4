import { useState } from 'react';
import { formatAmount } from '../../../machines/rules/display';
import { isModeSwitch, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { FormattedMessage } from 'react-intl';
import { localDay, rangeTimes } from '../../../machines/rules/dayRange';
import type { ListQuery } from '../../../machines/list';
import * as walletApi from '../../api/wallet';
import type { TransferRecord } from '../../api/wallet';
import { useSnapshot } from 'valtio';
import { useList } from '../../components/list/useList';
import { recordRevisions } from '../../store/recordRevisions';
import { RecordTable, RecordTime, serialColumn, type RecordColumn } from '../../components/list/RecordTable';
import { RecordDaysFilter } from './RecordDaysFilter';
import { RecordDetailDialog } from './RecordDetailDialog';

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
  const [detail, setDetail] = useState<number | null>(null);
  // Money moved elsewhere on the site (the transfer pop-up, a game's return) moves the revision: the page loads again.
  const { transfers } = useSnapshot(recordRevisions);
  const list = useList<TransferRecord>({
    fetchPage: fetchTransferRecords,
    reloadKey: String(transfers),
    pageSize: TRANSFER_RECORDS_PAGE_SIZE,
    window: { days: RECORD_WINDOW_DAYS, today, initialDays: FIRST_SHOWN_DAYS },
  });
  const range = list.range!;
  const days = list.window!;
  const columns: RecordColumn<TransferRecord>[] = [
    serialColumn(list),
    { title: 'records.date', cell: (record) => <RecordTime value={record.createTime} /> },
    { title: 'records.order', kind: 'code', cell: (record) => record.orderNo },
    { title: 'records.type', cell: (record) => record.convertTypeName },
    { title: 'records.venue', cell: (record) => record.apiTitle ?? '—' },
    {
      title: 'records.amount',
      kind: 'number',
      // A mode switch moves no money: it says so instead of showing 0.00 beside the transfers.
      cell: (record) =>
        isModeSwitch(record.convertType) ? (
          <span className="records-mode">
            <FormattedMessage id="records.modeChange" />
          </span>
        ) : (
          formatAmount(Number(record.convertMoney))
        ),
    },
    { title: 'records.status', cell: (record) => record.statusName },
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
      <RecordTable list={list} columns={columns} rowData={(record) => ({ 'data-type': record.convertType, 'data-kind': isModeSwitch(record.convertType) ? 'mode' : 'transfer' })} />
      {detail !== null && <RecordDetailDialog transType="transfer" id={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
