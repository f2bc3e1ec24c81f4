import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CRYPTO_PROTOCOLS, THIRD_PART_KINDS, CARD_TYPE } from '../../../machines/rules/payout';
import type { PayoutField, PayoutFormInput, payoutFormMachine } from '../../../machines/payoutForm';
import type { SysBank } from '../../api/payout';
import { Dialog } from '../../components/Dialog';
import { SmartImage } from '../../components/SmartImage';
import type { PayoutFormView } from './connectPayoutForm';
import { usePayoutForm } from './usePayoutForm';
import './PayoutPages.css';

const TITLE: Record<PayoutFormInput['kind'], [string, string]> = {
  bankCard: ['payout.bank.add', 'payout.bank.modify'],
  blockchain: ['payout.coin.add', 'payout.coin.modify'],
  thirdPart: ['payout.wallet.add', 'payout.wallet.modify'],
};

/** The dialog that binds or changes one payout account. */
export function PayoutFormDialog({
  input,
  banks,
  onClose,
  onSaved,
  logic,
}: {
  input: PayoutFormInput;
  banks: readonly SysBank[];
  onClose: () => void;
  onSaved: () => void;
  logic?: typeof payoutFormMachine;
}) {
  const intl = useIntl();
  const form = usePayoutForm(input, onSaved, logic);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <Dialog title={intl.formatMessage({ id: TITLE[input.kind][input.accountId === undefined ? 0 : 1] })} onClose={onClose} size="small">
      <form className="payout-form" onSubmit={onSubmit} noValidate>
        {form.shown.map((field) => (
          <PayoutInput key={field} field={field} form={form} banks={banks} />
        ))}
        {form.failure && (
          <p className="payout-form__failure" role="alert">
            <FormattedMessage id={form.failure} defaultMessage={form.failure} />
          </p>
        )}
        <button type="submit" className="button button--gold button--block button--large" disabled={form.busy}>
          <FormattedMessage id={form.busy ? 'auth.submitting' : 'payout.confirm'} />
        </button>
      </form>
    </Dialog>
  );
}

function Field({ field, form, children, label }: { field: PayoutField; form: PayoutFormView; children: ReactNode; label?: string }) {
  const problem = form.problemOf(field);
  return (
    <div className={`payout-form__field${problem ? ' has-problem' : ''}`}>
      <label htmlFor={`payout-${field}`}>
        <FormattedMessage id={label ?? `payout.field.${field}`} />
      </label>
      {children}
      {problem && (
        <p className="payout-form__problem" id={`payout-${field}-problem`} role="alert">
          <FormattedMessage id={problem} defaultMessage={problem} />
        </p>
      )}
    </div>
  );
}

function PayoutInput({ field, form, banks }: { field: PayoutField; form: PayoutFormView; banks: readonly SysBank[] }) {
  const intl = useIntl();
  const common = {
    id: `payout-${field}`,
    name: field,
    value: form.fields[field],
    disabled: form.busy,
    'aria-invalid': form.problemOf(field) !== null,
    'aria-describedby': form.problemOf(field) ? `payout-${field}-problem` : undefined,
  };
  const set = (value: string) => form.setField(field, value);
  switch (field) {
    case 'bankId':
      return (
        <Field field={field} form={form}>
          <div className="payout-banks" role="radiogroup" aria-label={intl.formatMessage({ id: 'payout.field.bankId' })}>
            {banks.map((bank) => (
              <label key={bank.id} className={`payout-bank${String(bank.id) === form.fields.bankId ? ' is-chosen' : ''}`}>
                <input type="radio" name="bankId" value={bank.id} checked={String(bank.id) === form.fields.bankId} disabled={form.busy} onChange={() => set(String(bank.id))} />
                <SmartImage src={bank.iconUrl} alt="" width={28} height={28} />
                <span>{bank.bankName}</span>
              </label>
            ))}
          </div>
        </Field>
      );
    case 'cardType':
      return (
        <Field field={field} form={form}>
          <div className="payout-segment" role="radiogroup" aria-label={intl.formatMessage({ id: 'payout.field.cardType' })}>
            {/* Money is paid out to a savings/debit card only: a credit card is not offered. */}
            {([CARD_TYPE.debit] as const).map((value) => (
              <label key={value} className={String(value) === form.fields.cardType ? 'is-chosen' : ''}>
                <input type="radio" name="cardType" value={value} checked={String(value) === form.fields.cardType} disabled={form.busy} onChange={() => set(String(value))} />
                <FormattedMessage id="payout.cardType.debit" />
              </label>
            ))}
          </div>
        </Field>
      );
    case 'protocol':
      return (
        <Field field={field} form={form}>
          <div className="payout-segment" role="radiogroup" aria-label={intl.formatMessage({ id: 'payout.field.protocol' })}>
            {CRYPTO_PROTOCOLS.map((value) => (
              <label key={value} className={value === form.fields.protocol ? 'is-chosen' : ''}>
                <input type="radio" name="protocol" value={value} checked={value === form.fields.protocol} disabled={form.busy} onChange={() => set(value)} />
                USDT-{value}
              </label>
            ))}
          </div>
        </Field>
      );
    case 'type':
      return (
        <Field field={field} form={form}>
          <div className="payout-segment" role="radiogroup" aria-label={intl.formatMessage({ id: 'payout.field.type' })}>
            {THIRD_PART_KINDS.map((value) => (
              <label key={value} className={value === form.fields.type ? 'is-chosen' : ''}>
                <input type="radio" name="type" value={value} checked={value === form.fields.type} disabled={form.busy} onChange={() => set(value)} />
                <FormattedMessage id={`payout.kind.${value}`} />
              </label>
            ))}
          </div>
        </Field>
      );
    case 'smsCode':
      return (
        <Field field={field} form={form}>
          <span className="payout-code">
            <input {...common} inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={intl.formatMessage({ id: 'payout.hint.smsCode' })} onChange={(event) => set(event.target.value)} />
            <button type="button" className="button button--outline" onClick={form.sendCode} disabled={form.sendingCode || form.codeSent}>
              {form.codeSent ? (
                <FormattedMessage id="payout.resendIn" values={{ seconds: form.secondsLeft }} />
              ) : (
                <FormattedMessage id={form.sendingCode ? 'auth.submitting' : 'payout.sendCode'} />
              )}
            </button>
          </span>
        </Field>
      );
    default:
      return (
        <Field field={field} form={form} label={field === 'account' ? `payout.field.account.${form.fields.type}` : undefined}>
          <input
            {...common}
            inputMode={field === 'bankcardNo' || field === 'phone' ? 'numeric' : undefined}
            placeholder={intl.formatMessage({ id: `payout.hint.${field === 'account' ? `account.${form.fields.type}` : field}` })}
            onChange={(event) => set(event.target.value)}
          />
        </Field>
      );
  }
}
