import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import * as walletApi from '../../api/wallet';
import type { TransferRecord } from '../../api/wallet';
import { useList } from '../../components/list/useList';
import { latestRecordsQuery } from '../../components/list/latestRecords';
import { recordRevisions } from '../../store/recordRevisions';
import { isModeSwitch } from '../../../machines/rules/wallet';
import { HelpPopup, TRANSFER_HELP_SECTIONS } from './HelpPopup';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

/** The latest transfers of the record window. */
const fetchLatest = async () => {
  const page = await walletApi.getTransferRecords(latestRecordsQuery());
  return { items: page.records, total: page.total };
};

/** The transfer page's right panel: the five latest transfers and help links. */
export default function TransferPanel() {
  // Money moved (a transfer, a deposit credited) moves the revision: the list loads again.
  const { transfers } = useSnapshot(recordRevisions);
  const list = useList<TransferRecord>({ fetchPage: fetchLatest, reloadKey: String(transfers) });
  const [help, setHelp] = useState<number | null>(null);
  return (
    <>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="transfer.latest" />
        </h2>
        {list.empty ? (
          <p className="empty-note">
            <FormattedMessage id="records.empty" />
          </p>
        ) : (
          <ul className="panel-records">
            {list.items.map((record) => (
              <li key={record.id} data-kind={isModeSwitch(record.convertType) ? 'mode' : 'transfer'}>
                <span>
                  {record.apiTitle && <b className="panel-records__venue">{record.apiTitle}</b>}
                  {record.convertTypeName}
                </span>
                {isModeSwitch(record.convertType) ? (
                  <em className="panel-records__mode">
                    <FormattedMessage id="records.modeChange" />
                  </em>
                ) : (
                  <strong>{formatAmount(Number(record.convertMoney))}</strong>
                )}
                <small>
                  <FormattedDate value={record.createTime} month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />
                </small>
              </li>
            ))}
          </ul>
        )}
        <Link className="panel-more" href={paths.transRecord('transfer')}>
          <FormattedMessage id="home.more" />
        </Link>
      </section>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="transfer.helpTitle" />
        </h2>
        <ul className="panel-links">
          {TRANSFER_HELP_SECTIONS.map((section, index) => (
            <li key={section.title}>
              <button type="button" className="link-button" onClick={() => setHelp(index)}>
                <FormattedMessage id={section.title} />
              </button>
            </li>
          ))}
        </ul>
      </section>
      {help !== null && <HelpPopup sections={TRANSFER_HELP_SECTIONS} start={help} onClose={() => setHelp(null)} />}
    </>
  );
}
