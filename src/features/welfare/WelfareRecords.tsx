import { useSnapshot } from 'valtio';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { WELFARE_RECORD_DAYS } from '../../../machines/rules/welfare';
import * as welfareApi from '../../api/welfare';
import type { WelfareRecord } from '../../api/welfare';
import type { ListQuery } from '../../../machines/list';
import { useList } from '../../components/list/useList';
import { RecordTable, RecordTime, serialColumn, type RecordColumn } from '../../components/list/RecordTable';
import { recordRevisions } from '../../store/recordRevisions';

export const WELFARE_RECORDS_PAGE_SIZE = 10;

async function fetchWelfareRecords(query: ListQuery) {
  const page = await welfareApi.getWelfareRecords({ pageIndex: query.page, pageSize: query.pageSize ?? WELFARE_RECORDS_PAGE_SIZE }, { handles: 'all' });
  return { items: page.records, total: page.total };
}

/** The welfare records (spec section 3: order, bonus type, amount, info) of the last 90 days, newest first, reloaded after each claim. */
export function WelfareRecords() {
  const { welfare } = useSnapshot(recordRevisions);
  const list = useList<WelfareRecord>({ fetchPage: fetchWelfareRecords, reloadKey: String(welfare), pageSize: WELFARE_RECORDS_PAGE_SIZE });
  const columns: RecordColumn<WelfareRecord>[] = [
    serialColumn(list),
    { title: 'records.date', cell: (record) => <RecordTime value={record.createTime} /> },
    { title: 'records.order', kind: 'code', cell: (record) => record.orderNo },
    { title: 'welfare.records.kind', cell: (record) => <FormattedMessage id={`welfare.kind.${record.kind}`} /> },
    { title: 'records.amount', kind: 'number', cell: (record) => formatAmount(Number(record.amount)) },
    { title: 'welfare.records.info', cell: (record) => <FormattedMessage id="welfare.records.turnover" values={{ required: formatAmount(Number(record.requiredTurnover)) }} /> },
  ];
  return (
    <section className="welfare-records" aria-labelledby="welfare-records-title">
      <header className="welfare-section__head">
        <h2 id="welfare-records-title">
          <FormattedMessage id="welfare.records.title" />
        </h2>
        <span className="records-page__note">
          <FormattedMessage id="records.window" values={{ days: WELFARE_RECORD_DAYS }} />
        </span>
      </header>
      <RecordTable list={list} columns={columns} testId="welfare-records" rowData={(record) => ({ 'data-kind': record.kind })} />
    </section>
  );
}
