import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { localDay, rangeTimes } from '../../../machines/rules/dayRange';
import type { ListQuery } from '../../../machines/list';
import * as depositApi from '../../api/deposit';
import type { DepositRecord, RechargeOrder } from '../../api/deposit';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { Dialog } from '../../components/Dialog';
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
              <FormattedMessage id="deposit.records.method" />
            </th>
            <th className="is-number">
              <FormattedMessage id="records.amount" />
            </th>
            <th>
              <FormattedMessage id="records.status" />
            </th>
            <th>
              <FormattedMessage id="deposit.records.details" />
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
                <td>{record.rechargeTypeName}</td>
                <td className="is-number">{formatAmount(Number(record.rechargeMoney))}</td>
                <td>{record.statusName}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => setDetail(record.id)}>
                    <FormattedMessage id="deposit.records.details" />
                  </button>
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
    value === null ? '—' : <FormattedDate value={value} year="numeric" month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />;
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
