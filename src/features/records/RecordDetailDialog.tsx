import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { displayRateText } from '../../../machines/rules/cryptoRate';
import { isModeSwitch } from '../../../machines/rules/wallet';
import type { TransType } from '../../../contract/wallet';
import * as recordsApi from '../../api/records';
import type { TransactionRecordInfo, TransferDetail } from '../../api/records';
import type { RechargeOrder } from '../../api/deposit';
import type { WithdrawOrder } from '../../api/withdrawal';
import { Dialog } from '../../components/Dialog';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { RecordTime } from '../../components/list/RecordTable';

const TITLE: Record<TransType, string> = {
  recharge: 'deposit.records.detailTitle',
  withdraw: 'deposit.records.withdrawDetailTitle',
  transfer: 'deposit.records.transferDetailTitle',
};

/**
 * One transaction record in full (/transactionRecord/getTransactionRecordInfo), opened from a row of the
 * deposit, withdrawal or transfer table and loaded on the list machine as the bet detail is: loading, failed
 * with a retry, shown.
 */
export function RecordDetailDialog({ transType, id, onClose }: { transType: TransType; id: number; onClose: () => void }) {
  const intl = useIntl();
  const detail = useList<TransactionRecordInfo & { id: number }>({
    fetchPage: async () => ({ items: [{ id, ...(await recordsApi.getTransactionRecordInfo(transType, id, { handles: 'all' })) }], total: 1 }),
  });
  const record = detail.loaded ? detail.items[0] : undefined;
  return (
    <Dialog title={intl.formatMessage({ id: TITLE[transType] })} onClose={onClose} size="small">
      {record ? (
        <dl className="records-detail" data-testid="record-detail" data-kind={record.transType}>
          {record.transType === 'recharge' && <DepositFields order={record.rechargeOrder} />}
          {record.transType === 'withdraw' && <WithdrawalFields order={record.withdrawOrder} />}
          {record.transType === 'transfer' && <TransferFields record={record.transferRecord} />}
        </dl>
      ) : (
        <ListStatus list={detail} />
      )}
    </Dialog>
  );
}

function Field({ label, children, kind, testId }: { label: string; children: ReactNode; kind?: 'code'; testId?: string }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd className={kind ? `is-${kind}` : undefined} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

const timeOrDash = (value: number | null) => (value === null ? '—' : <RecordTime value={value} />);

function CryptoFields({ cryptoAmount, cryptoRate, cryptoRateTime, testId }: Pick<RechargeOrder, 'cryptoAmount' | 'cryptoRate' | 'cryptoRateTime'> & { testId: string }) {
  if (cryptoAmount === null || cryptoRate === null) return null;
  return (
    <>
      <Field label="deposit.crypto.usdtAmount" testId={`${testId}-usdt`}>
        {formatAmount(Number(cryptoAmount))}
      </Field>
      <Field label="deposit.crypto.rateLabel" testId={`${testId}-rate`}>
        <FormattedMessage id="deposit.crypto.rateValue" values={{ rate: displayRateText(cryptoRate), time: timeOrDash(cryptoRateTime) }} />
      </Field>
    </>
  );
}

function DepositFields({ order }: { order: RechargeOrder }) {
  const intl = useIntl();
  return (
    <>
      <Field label="records.order" kind="code">
        {order.orderNo}
      </Field>
      <Field label="deposit.records.method">
        {order.rechargeTypeName}
        {order.protocol ? ` · ${order.protocol}` : ''}
      </Field>
      <Field label="records.amount">{formatAmount(Number(order.amount))}</Field>
      <CryptoFields cryptoAmount={order.cryptoAmount} cryptoRate={order.cryptoRate} cryptoRateTime={order.cryptoRateTime} testId="deposit-detail" />
      <Field label="records.status">{order.statusName}</Field>
      {order.depositorName && <Field label="deposit.depositorName">{order.depositorName}</Field>}
      {order.remarkCode && <Field label="deposit.remarkCode">{order.remarkCode}</Field>}
      {(order.cancelReason || order.rejectReason) && (
        <Field label="deposit.records.reason">
          {order.rejectReason ?? intl.formatMessage({ id: `deposit.cancelReason.${order.cancelReason}`, defaultMessage: order.cancelReason ?? '' })}
        </Field>
      )}
      <Field label="deposit.records.created">{timeOrDash(order.createTime)}</Field>
      <Field label="deposit.records.credited">{timeOrDash(order.creditTime)}</Field>
      {order.voucherUrls.length > 0 && (
        <Field label="deposit.records.vouchers">
          {order.voucherUrls.map((url, index) => (
            <img key={url} src={url} alt={intl.formatMessage({ id: 'deposit.proofAlt' }, { number: index + 1 })} />
          ))}
        </Field>
      )}
    </>
  );
}

function WithdrawalFields({ order }: { order: WithdrawOrder }) {
  return (
    <>
      <Field label="records.order" kind="code">
        {order.orderNo}
      </Field>
      <Field label="withdrawal.records.method">{order.withdrawMethodName}</Field>
      <Field label="withdrawal.records.account">
        {order.accountName} <span className="is-code">{order.accountNo}</span>
      </Field>
      <Field label="records.amount">{formatAmount(Number(order.withdrawAmount))}</Field>
      {Number(order.bonusAmount) > 0 && <Field label="withdrawal.records.bonus">+{formatAmount(Number(order.bonusAmount))}</Field>}
      <CryptoFields cryptoAmount={order.cryptoAmount} cryptoRate={order.cryptoRate} cryptoRateTime={order.cryptoRateTime} testId="withdrawal-detail" />
      <Field label="records.status">{order.statusName}</Field>
      {order.rejectReason && <Field label="deposit.records.reason">{order.rejectReason}</Field>}
      <Field label="deposit.records.created">{timeOrDash(order.createTime)}</Field>
      <Field label="deposit.records.reviewed">{timeOrDash(order.reviewTime)}</Field>
    </>
  );
}

function TransferFields({ record }: { record: TransferDetail }) {
  const modeSwitch = isModeSwitch(record.convertType);
  return (
    <>
      <Field label="records.order" kind="code">
        {record.orderNo}
      </Field>
      <Field label="records.type">{record.convertTypeName}</Field>
      {modeSwitch ? (
        // A mode switch moves no money: it says so rather than showing 0.00 between no wallets.
        <Field label="records.amount">
          <FormattedMessage id="records.modeChange" />
        </Field>
      ) : (
        <>
          <Field label="deposit.records.fromWallet" testId="transfer-detail-from">
            {record.fromWallet}
          </Field>
          <Field label="deposit.records.toWallet" testId="transfer-detail-to">
            {record.toWallet}
          </Field>
          <Field label="records.amount">{formatAmount(Number(record.convertMoney))}</Field>
        </>
      )}
      <Field label="records.status">{record.statusName}</Field>
      <Field label="deposit.records.created">
        <RecordTime value={record.createTime} />
      </Field>
    </>
  );
}
