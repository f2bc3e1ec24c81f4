import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import * as depositApi from '../../api/deposit';
import type { DepositRecord } from '../../api/deposit';
import { useList } from '../../components/list/useList';
import { latestRecordsQuery } from '../../components/list/latestRecords';
import { recordRevisions } from '../../store/recordRevisions';
import { formatAmount } from '../../../machines/rules/display';
import { displayRateText } from '../../../machines/rules/cryptoRate';
import { paths } from '../../config/paths';
import { LatestPromotions } from '../../components/activity/LatestPromotions';

/** The latest deposits of the record window. */
const fetchLatest = async () => {
  const page = await depositApi.getDepositRecords(latestRecordsQuery(), { handles: 'all' });
  return { items: page.records, total: page.total };
};

/** The deposit page's right panel: the five latest deposits and five promotions (spec section 2). */
export default function DepositPanel() {
  // An order placed or settled on the page moves the revision: the list loads again.
  const { deposits } = useSnapshot(recordRevisions);
  const list = useList<DepositRecord>({ fetchPage: fetchLatest, reloadKey: String(deposits) });
  return (
    <>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="deposit.latest" />
        </h2>
        {list.empty ? (
          <p className="empty-note">
            <FormattedMessage id="records.empty" />
          </p>
        ) : (
          <ul className="panel-records" data-testid="latest-deposits">
            {list.items.map((record) => (
              <li key={record.id} data-status={record.status}>
                <span>
                  {record.rechargeTypeName} · {record.statusName}
                </span>
                <strong>{formatAmount(Number(record.rechargeMoney))}</strong>
                <small>
                  {record.cryptoAmount && record.cryptoRate && (
                    <>
                      <FormattedMessage id="deposit.crypto.note" values={{ usdt: record.cryptoAmount, rate: displayRateText(record.cryptoRate) }} />
                      {' · '}
                    </>
                  )}
                  <FormattedDate value={record.createTime} month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />
                </small>
              </li>
            ))}
          </ul>
        )}
        <Link className="panel-more" href={paths.transRecord('recharge')}>
          <FormattedMessage id="home.more" />
        </Link>
      </section>
      <LatestPromotions />
    </>
  );
}
