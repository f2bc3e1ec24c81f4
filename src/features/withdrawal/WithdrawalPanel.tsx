import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../../machines/rules/display';
import { displayRateText } from '../../../machines/rules/cryptoRate';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import * as withdrawalApi from '../../api/withdrawal';
import type { WithdrawRecord } from '../../api/withdrawal';
import { paths } from '../../config/paths';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { HelpPopup } from '../../components/HelpPopup';
import { WITHDRAWAL_HELP_SECTIONS } from './withdrawalHelp';
import { withdrawalRecords } from '../../store/withdrawalRecords';

/** Spec section 9: side panel lists show 5 records. */
export const LATEST_WITHDRAWALS = 5;

/** The latest withdrawals of the record window (spec section 9: 30 days), to the end of today. */
const fetchLatest = async () => {
  const end = new Date();
  end.setHours(23, 59, 59, 999);
  const endTime = end.getTime();
  const page = await withdrawalApi.getWithdrawRecords(
    { startTime: endTime - RECORD_WINDOW_DAYS * DAY_MS + 1, endTime, pageIndex: 1, pageSize: LATEST_WITHDRAWALS },
    { handles: 'all' },
  );
  return { items: page.records.slice(0, LATEST_WITHDRAWALS), total: page.records.length };
};

/** The withdrawal page's right panel: the five latest withdrawals and twelve help links (spec section 2). */
export default function WithdrawalPanel() {
  // A submission or an outcome on the page moves the revision: the list machine loads the records again.
  const { revision } = useSnapshot(withdrawalRecords);
  const list = useList<WithdrawRecord>({ fetchPage: fetchLatest, pageSize: LATEST_WITHDRAWALS, reloadKey: String(revision) });
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
