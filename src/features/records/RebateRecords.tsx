import { useSnapshot } from 'valtio';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../../machines/rules/display';
import { WELFARE_RECORD_DAYS } from '../../../machines/rules/welfare';
import type { ListQuery } from '../../../machines/list';
import * as welfareApi from '../../api/welfare';
import type { WelfareRecord } from '../../api/welfare';
import { useList } from '../../components/list/useList';
import { RecordTable, RecordTime, serialColumn, type RecordColumn } from '../../components/list/RecordTable';
import { recordRevisions } from '../../store/recordRevisions';
import { paths } from '../../config/paths';

export const REBATE_RECORDS_PAGE_SIZE = 10;

async function fetchRebateRecords(query: ListQuery) {
  const page = await welfareApi.getWelfareRecords({ kind: 'rebate', pageIndex: query.page, pageSize: query.pageSize ?? REBATE_RECORDS_PAGE_SIZE }, { handles: 'all' });
  return { items: page.records, total: page.total };
}

/**
 * The rebate tab of /record/transRecord: the rebates the member claimed into the central wallet (each a welfare
 * record of kind rebate), newest first, page by page; the rebates still to claim are in the welfare centre.
 */
export function RebateRecords() {
  const { welfare } = useSnapshot(recordRevisions);
  const list = useList<WelfareRecord>({ fetchPage: fetchRebateRecords, reloadKey: String(welfare), pageSize: REBATE_RECORDS_PAGE_SIZE });
  const columns: RecordColumn<WelfareRecord>[] = [
    serialColumn(list),
    { title: 'records.date', cell: (record) => <RecordTime value={record.createTime} /> },
    { title: 'records.order', kind: 'code', cell: (record) => record.orderNo },
    { title: 'records.amount', kind: 'number', cell: (record) => formatAmount(Number(record.amount)) },
    { title: 'welfare.records.info', cell: (record) => <FormattedMessage id="welfare.records.turnover" values={{ required: formatAmount(Number(record.requiredTurnover)) }} /> },
  ];
  return (
    <div className="records-page__list">
      <div className="records-page__filters">
        <span className="records-page__note">
          <FormattedMessage id="records.window" values={{ days: WELFARE_RECORD_DAYS }} />
        </span>
        <Link href={paths.welfare()}>
          <FormattedMessage id="welfare.rebates.toClaim" />
        </Link>
      </div>
      <RecordTable list={list} columns={columns} testId="rebate-records" />
    </div>
  );
}
