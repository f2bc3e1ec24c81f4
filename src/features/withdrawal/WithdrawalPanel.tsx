import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../../machines/rules/display';
import { displayRateText } from '../../../machines/rules/cryptoRate';
import * as withdrawalApi from '../../api/withdrawal';
import type { WithdrawRecord } from '../../api/withdrawal';
import { paths } from '../../config/paths';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { HelpPopup } from '../../components/HelpPopup';
import { WITHDRAWAL_HELP_SECTIONS } from './withdrawalHelp';
import { recordRevisions } from '../../store/recordRevisions';
import { LATEST_RECORDS, latestRecordsQuery } from '../../components/list/latestRecords';

/** The latest withdrawals of the record window. */
const fetchLatest = async () => {
  const page = await withdrawalApi.getWithdrawRecords(latestRecordsQuery(), { handles: 'all' });
  return { items: page.records.slice(0, LATEST_RECORDS), total: page.records.length };
};

/** The withdrawal page's right panel: the five latest withdrawals and twelve help links (spec section 2). */
export default function WithdrawalPanel() {
  // A submission or an outcome on the page moves the revision: the list machine loads the records again.
  const { withdrawals } = useSnapshot(recordRevisions);
  const list = useList<WithdrawRecord>({ fetchPage: fetchLatest, pageSize: LATEST_RECORDS, reloadKey: String(withdrawals) });
  const [help, setHelp] = useState<number | null>(null);
  return (
    <>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="withdrawal.latest" />
        </h2>
        {list.loaded && (
          <ul className="panel-records" data-testid="latest-withdrawals">
            {list.items.map((record) => (
              <li key={record.id}>
                <span>{record.withdrawMethodName}</span>
                <strong>{formatAmount(Number(record.withdrawAmount))}</strong>
                <small className="panel-records__account">
                  {record.accountName} · {record.accountNo}
                  {Number(record.bonusAmount) > 0 && ` · +${formatAmount(Number(record.bonusAmount))}`}
                  {record.cryptoAmount && record.cryptoRate && (
                    <>
                      {' · '}
                      <FormattedMessage id="withdrawal.crypto.note" values={{ usdt: record.cryptoAmount, rate: displayRateText(record.cryptoRate) }} />
                    </>
                  )}
                </small>
                <small>
                  {record.statusName} · <FormattedDate value={record.createTime} month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />
                </small>
              </li>
            ))}
          </ul>
        )}
        <ListStatus list={list} />
        <Link className="panel-more" href={paths.transRecord('withdraw')}>
          <FormattedMessage id="home.more" />
        </Link>
      </section>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="withdrawal.helpTitle" />
        </h2>
        <ul className="panel-links">
          {WITHDRAWAL_HELP_SECTIONS.map((section, index) => (
            <li key={section.title}>
              <button type="button" className="link-button" onClick={() => setHelp(index)}>
                <FormattedMessage id={section.title} />
              </button>
            </li>
          ))}
        </ul>
      </section>
      {help !== null && <HelpPopup sections={WITHDRAWAL_HELP_SECTIONS} start={help} title="withdrawal.helpTitle" onClose={() => setHelp(null)} />}
    </>
  );
}
