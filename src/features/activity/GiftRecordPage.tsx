import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../../machines/rules/display';
import { applicationStatusTone } from '../../../machines/rules/activity';
import type { ListQuery } from '../../../machines/list';
import * as activityApi from '../../api/activity';
import type { GiftRecord } from '../../api/activity';
import { useList } from '../../components/list/useList';
import { RecordTable, RecordTime, serialColumn, type RecordColumn } from '../../components/list/RecordTable';
import { paths } from '../../config/paths';
import './activity.css';

export const GIFT_RECORDS_PAGE_SIZE = 10;

async function fetchGiftRecords(query: ListQuery) {
  const page = await activityApi.getGiftRecords({ pageIndex: query.page, pageSize: query.pageSize ?? GIFT_RECORDS_PAGE_SIZE }, { handles: 'all' });
  return { items: page.records, total: page.total };
}

/**
 * /record/giftRecord (spec sections 2 and 3, the prize/reward record): the member's applications, newest first, with
 * application time, activity name, prize type, status and delivery info, on the list machine.
 */
export default function GiftRecordPage() {
  const list = useList<GiftRecord>({ fetchPage: fetchGiftRecords, pageSize: GIFT_RECORDS_PAGE_SIZE });
  const columns: RecordColumn<GiftRecord>[] = [
    serialColumn(list),
    { title: 'giftRecord.time', cell: (record) => <RecordTime value={record.createTime} /> },
    {
      title: 'giftRecord.activity',
      cell: (record) => (
        <Link href={record.prizeType === 'bettingGift' ? paths.bettingGift() : paths.activityLanding(record.activityId)} className="gift-records__activity">
          {record.activityName}
        </Link>
      ),
    },
    { title: 'giftRecord.prizeType', cell: (record) => record.prizeTypeName },
    { title: 'giftRecord.prize', kind: 'number', cell: (record) => formatAmount(Number(record.prize)) },
    { title: 'giftRecord.status', cell: (record) => <span className={`records-status is-${applicationStatusTone(record.status)}`}>{record.statusName}</span> },
    { title: 'giftRecord.delivery', cell: (record) => <span className="gift-records__delivery">{record.deliveryInfo}</span> },
  ];
  return (
    <div className="records-page gift-records">
      <header className="gift-records__head">
        <div>
          <h1 className="page-title">
            <FormattedMessage id="giftRecord.title" />
          </h1>
          <p className="records-page__note">
            <FormattedMessage id="giftRecord.lead" />
          </p>
        </div>
        <Link className="button button--outline" href={paths.promotions()}>
          <FormattedMessage id="giftRecord.browse" />
        </Link>
      </header>
      <RecordTable list={list} columns={columns} testId="gift-records" rowData={(record) => ({ 'data-status': record.status })} />
    </div>
  );
}
