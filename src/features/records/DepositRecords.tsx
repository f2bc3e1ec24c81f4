import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { localDay, rangeTimes } from '../../../machines/rules/dayRange';
import { rechargeStatusTone } from '../../../machines/rules/deposit';
import type { ListQuery } from '../../../machines/list';
import * as depositApi from '../../api/deposit';
import type { DepositRecord, RechargeOrder } from '../../api/deposit';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { RecordTable, RecordTime, serialColumn, type RecordColumn } from '../../components/list/RecordTable';
import { Dialog } from '../../components/Dialog';
import { CryptoNote } from '../../components/crypto/RateEstimate';
import { displayRateText } from '../../../machines/rules/cryptoRate';
import { RecordDaysFilter } from './RecordDaysFilter';

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
      {detail !== null && <DepositDetail id={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}

/** One deposit in full (/user/getUserTransDetail/{id}), loaded on the list machine: loading, failed with a retry, shown. */
function DepositDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const detail = useList<RechargeOrder>({
    fetchPage: async () => ({ items: [await depositApi.getDepositDetail(id, { handles: 'all' })], total: 1 }),
  });
  const order = detail.items[0];
  const time = (value: number | null) =>
    value === null ? '—' : <RecordTime value={value} />;
  return (
    <Dialog title={intl.formatMessage({ id: 'deposit.records.detailTitle' })} onClose={onClose} size="small">
      {detail.loaded && order ? (
        <dl className="records-detail">
          <dt>
            <FormattedMessage id="records.order" />
          </dt>
          <dd className="is-code">{order.orderNo}</dd>
          <dt>
            <FormattedMessage id="deposit.records.method" />
          </dt>
          <dd>
            {order.rechargeTypeName}
            {order.protocol ? ` · ${order.protocol}` : ''}
          </dd>
          <dt>
            <FormattedMessage id="records.amount" />
          </dt>
          <dd>{formatAmount(Number(order.amount))}</dd>
          {order.cryptoAmount !== null && order.cryptoRate !== null && (
            <>
              <dt>
                <FormattedMessage id="deposit.crypto.usdtAmount" />
              </dt>
              <dd data-testid="deposit-detail-usdt">{formatAmount(Number(order.cryptoAmount))}</dd>
              <dt>
                <FormattedMessage id="deposit.crypto.rateLabel" />
              </dt>
              <dd data-testid="deposit-detail-rate">
                <FormattedMessage id="deposit.crypto.rateValue" values={{ rate: displayRateText(order.cryptoRate), time: order.cryptoRateTime === null ? '—' : <RecordTime value={order.cryptoRateTime} /> }} />
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage id="records.status" />
          </dt>
          <dd>{order.statusName}</dd>
          {order.depositorName && (
            <>
              <dt>
                <FormattedMessage id="deposit.depositorName" />
              </dt>
              <dd>{order.depositorName}</dd>
            </>
          )}
          {order.remarkCode && (
            <>
              <dt>
                <FormattedMessage id="deposit.remarkCode" />
              </dt>
              <dd>{order.remarkCode}</dd>
            </>
          )}
          {(order.cancelReason || order.rejectReason) && (
            <>
              <dt>
                <FormattedMessage id="deposit.records.reason" />
              </dt>
              <dd>{order.rejectReason ?? intl.formatMessage({ id: `deposit.cancelReason.${order.cancelReason}`, defaultMessage: order.cancelReason ?? '' })}</dd>
            </>
          )}
          <dt>
            <FormattedMessage id="deposit.records.created" />
          </dt>
          <dd>{time(order.createTime)}</dd>
          <dt>
            <FormattedMessage id="deposit.records.credited" />
          </dt>
          <dd>{time(order.creditTime)}</dd>
          {order.voucherUrls.length > 0 && (
            <>
              <dt>
                <FormattedMessage id="deposit.records.vouchers" />
              </dt>
              <dd>
                {order.voucherUrls.map((url, index) => (
                  <img key={url} src={url} alt={intl.formatMessage({ id: 'deposit.proofAlt' }, { number: index + 1 })} />
                ))}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <ListStatus list={detail} />
      )}
    </Dialog>
  );
}
