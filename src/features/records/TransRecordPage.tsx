import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { paths, TRANS_RECORD_KINDS, type TransRecordKind } from '../../config/paths';
import { TransferRecords } from './TransferRecords';
import { DepositRecords } from './DepositRecords';
import { WithdrawalRecords } from './WithdrawalRecords';
import { RebateRecords } from './RebateRecords';
import './TransRecordPage.css';

const kindOf = (requested: string | null): TransRecordKind =>
  (TRANS_RECORD_KINDS as readonly string[]).includes(requested ?? '') ? (requested as TransRecordKind) : 'transfer';

/** /record/transRecord?type=…: the transaction records, tabs deposit / withdrawal / transfer / rebate (spec section 2). */
export default function TransRecordPage() {
  const kind = kindOf(new URLSearchParams(useSearch()).get('type'));
  return (
    <div className="records-page">
      <h1 className="page-title">
        <FormattedMessage id="deposit.records.title" />
      </h1>
      <nav className="records-tabs" aria-label="records">
        {TRANS_RECORD_KINDS.map((tab) => (
          <Link key={tab} href={paths.transRecord(tab)} className={tab === kind ? 'is-active' : ''} aria-current={tab === kind ? 'page' : undefined}>
            <FormattedMessage id={`deposit.records.tab.${tab}`} />
          </Link>
        ))}
      </nav>
      {kind === 'transfer' && <TransferRecords />}
      {kind === 'recharge' && <DepositRecords />}
      {kind === 'withdraw' && <WithdrawalRecords />}
      {kind === 'rebate' && <RebateRecords />}
    </div>
  );
}
