import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog, DialogActions } from '../../components/Dialog';
import type { SecurityField, SecurityFormKind } from '../../../machines/rules/securityForms';
import type { MemberInfo } from '../../api/user';
import { useSecurityForm } from './useSecurityForm';
import './SecurityFormDialog.css';

type Input = { type: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel' };

const INPUTS: Partial<Record<SecurityField, Input>> = {
  realName: { type: 'text', autoComplete: 'name' },
  birthDate: { type: 'date', autoComplete: 'bday' },
  middleFour: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  code: { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
  oldPassword: { type: 'password', autoComplete: 'current-password' },
  password: { type: 'password', autoComplete: 'new-password', inputMode: 'numeric' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
};

const withdrawKind = (kind: SecurityFormKind) => kind === 'withdrawSet' || kind === 'withdrawChange';

/** A field's label: the withdrawal-password forms name their passwords as such. */
const labelOf = (kind: SecurityFormKind, field: SecurityField) =>
  withdrawKind(kind) && (field === 'oldPassword' || field === 'password' || field === 'confirmPassword')
    ? `security.field.withdraw.${field}`
    : `security.field.${field}`;

const HINTS: Partial<Record<SecurityField, string>> = {
  realName: 'security.hint.realName',
  middleFour: 'security.hint.middleFour',
  newPassword: 'register.passwordHint',
  password: 'security.hint.withdrawPassword',
};

/** One dialog of the personal page; it traps focus and closes on Escape, its button or the backdrop. */
export function SecurityFormDialog({ kind, member, onClose }: { kind: SecurityFormKind; member: MemberInfo; onClose: () => void }) {
  const intl = useIntl();
  const form = useSecurityForm(kind, member, onClose);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  const message = (field: SecurityField): ReactNode => {
    const error = form.errorOf(field);
    if (error) {
      return (
        <p className="security-form__error" role="alert" data-field={field}>
          {intl.messages[error] ? intl.formatMessage({ id: error }) : error}
        </p>
      );
    }
    if (field === 'code' && form.code?.sent) {
      return (
        <p className="security-form__note">
          <FormattedMessage id={kind === 'email' ? 'security.codeSent.email' : 'security.codeSent.phone'} />
        </p>
      );
    }
    const hint = HINTS[field];
    return hint ? (
      <p className="security-form__hint">
        <FormattedMessage id={hint} values={{ phone: member.phone ?? '' }} />
      </p>
    ) : null;
  };

  const control = (field: SecurityField) => {
    const id = `security-${field}`;
    if (field === 'gender') {
      return (
        <div className="security-form__choices" role="radiogroup" aria-labelledby={`${id}-label`}>
          {(['1', '2'] as const).map((value) => (
            <label key={value} className={form.values.gender === value ? 'is-checked' : ''}>
              <input type="radio" name="gender" value={value} checked={form.values.gender === value} onChange={() => form.setField('gender', value)} />
              <FormattedMessage id={`profile.gender.${value}`} />
            </label>
          ))}
        </div>
      );
    }
    const input = INPUTS[field]!;
    const element = (
      <input
        id={id}
        name={field}
        type={input.type}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        value={form.values[field]}
        max={field === 'birthDate' ? new Date().toISOString().slice(0, 10) : undefined}
        aria-invalid={form.errorOf(field) !== null}
        onChange={(event) => form.setField(field, event.target.value)}
      />
    );
    if (field !== 'code' || !form.code) return element;
    return (
      <div className="security-form__code">
        {element}
        <button type="button" className="button button--outline" disabled={form.code.disabled} onClick={form.sendCode}>
          <FormattedMessage id={form.code.label} values={{ seconds: form.code.secondsLeft }} />
        </button>
      </div>
    );
  };

  return (
    <Dialog title={intl.formatMessage({ id: `security.form.${kind}` })} onClose={onClose} size="small">
      <form className="security-form" onSubmit={onSubmit} noValidate data-form={kind}>
        <p className="security-form__lead">
          <FormattedMessage id={`security.lead.${kind}`} values={{ phone: member.phone ?? '' }} />
        </p>
        {kind === 'withdrawChange' && (
          <div className="security-form__via" role="radiogroup" aria-label={intl.formatMessage({ id: 'security.via' })}>
            {(['old', 'code'] as const).map((via) => (
              <label key={via} className={form.values.via === via ? 'is-checked' : ''}>
                <input type="radio" name="via" value={via} checked={form.values.via === via} onChange={() => form.setField('via', via)} />
                <FormattedMessage id={`security.via.${via}`} />
              </label>
            ))}
          </div>
        )}
        <fieldset className="security-form__fields" disabled={form.busy || form.confirmingRealName !== null}>
          {form.fields.map((field) => (
            <div className="security-form__row" key={field}>
              {field === 'gender' ? (
                <span className="security-form__label" id="security-gender-label">
                  <FormattedMessage id={labelOf(kind, field)} />
                </span>
              ) : (
                <label className="security-form__label" htmlFor={`security-${field}`}>
                  <FormattedMessage id={labelOf(kind, field)} />
                </label>
              )}
              {control(field)}
              {message(field)}
            </div>
          ))}
        </fieldset>
        {form.formFailure && (
          <p className="security-form__failure" role="alert">
            {intl.messages[form.formFailure] ? intl.formatMessage({ id: form.formFailure }) : form.formFailure}
          </p>
        )}
        {form.confirmingRealName !== null ? (
          <div className="security-form__confirm" role="group" aria-labelledby="security-confirm-title" aria-describedby="security-confirm-text">
            <p id="security-confirm-title" className="security-form__confirm-title">
              <FormattedMessage id="profile.realName.confirmTitle" />
            </p>
            <p className="security-form__confirm-name" data-testid="confirm-real-name">
              {form.confirmingRealName}
            </p>
            <p id="security-confirm-text" className="security-form__confirm-text">
              <FormattedMessage id="profile.realName.confirmText" />
            </p>
            <DialogActions>
              <button type="button" className="button button--outline" onClick={form.cancelConfirm}>
                <FormattedMessage id="profile.realName.back" />
              </button>
              <button type="button" className="button button--gold" onClick={form.confirm} autoFocus>
                <FormattedMessage id="profile.realName.confirm" />
              </button>
            </DialogActions>
          </div>
        ) : (
          <DialogActions>
            <button type="button" className="button button--outline" onClick={onClose}>
              <FormattedMessage id="common.cancel" />
            </button>
            <button type="submit" className="button button--gold" disabled={form.busy}>
              <FormattedMessage id={form.busy ? 'security.saving' : 'security.save'} />
            </button>
          </DialogActions>
        )}
      </form>
    </Dialog>
  );
}
