import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { registerFormMachine, type RegisterTextField } from '../../../machines/registerForm';
import { normaliseCaptcha } from '../../../machines/rules/validation';
import { randomUuid } from '../../../machines/rules/ids';
import * as guestApi from '../../api/guest';
import * as registrationApi from '../../api/registration';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectRegisterForm } from './connectRegisterForm';
import { TermsDialog } from './TermsDialog';
import { markWelcomeDue } from '../../store/storage';
import './RegisterForm.css';

const TEXT_FIELDS: Array<{ field: RegisterTextField; type: string; autoComplete: string }> = [
  { field: 'userName', type: 'text', autoComplete: 'username' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  { field: 'phone', type: 'tel', autoComplete: 'tel-national' },
];

/**
 * `smsRequired`: the site setting sms_switch, read when the form opens. `inviteCode`: the invitation link's code
 * (`/user/register?code=…`), which starts in the invitation code field and stays editable.
 */
export function RegisterForm({ smsRequired = true, inviteCode = '' }: { smsRequired?: boolean; inviteCode?: string }) {
  const intl = useIntl();
  const { session, inspect } = useSiteActors();
  const [termsOpen, setTermsOpen] = useState(false);
  const closeTerms = useCallback(() => setTermsOpen(false), []);
  // The server sends a code only to a guest who solved a captcha; each send spends it, so a new picture follows.
  const [captcha, setCaptcha] = useState<registrationApi.SolvedCaptcha>(() => ({ codeId: randomUuid(), code: '' }));
  const captchaRef = useRef(captcha);
  captchaRef.current = captcha;
  const renewCaptcha = useCallback(() => setCaptcha({ codeId: randomUuid(), code: '' }), []);
  const [logic] = useState(() =>
    registerFormMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => registrationApi.sendRegisterCode(input.phone, captchaRef.current).finally(renewCaptcha)),
        register: fromPromise(({ input }) => registrationApi.register(input)),
      },
      actions: {
        registered: (_, { token }) => {
          // The home page the session opens next welcomes the new member (issue 27).
          markWelcomeDue();
          session.send({ type: 'LOGGED_IN', token, newMember: true });
        },
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect, input: { smsRequired, inviteCode } });
  const form = connectRegisterForm(state, send);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  const fieldError = (field: Parameters<typeof form.errorOf>[0]) => {
    const error = form.errorOf(field);
    return error ? (
      <p className="register-form__error" role="alert" data-field={field}>
        <FormattedMessage id={error} />
      </p>
    ) : null;
  };

  /** Under each text field: the rule it breaks, else the rule it follows. */
  const fieldMessage = (field: RegisterTextField) =>
    fieldError(field) ?? (
      <p className="register-form__hint">
        <FormattedMessage id={`register.${field}Hint`} />
      </p>
    );

  return (
    <form className="register-form" onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.registerTab' })}>
      <fieldset className="form-fields" disabled={form.busy}>
      {TEXT_FIELDS.map(({ field, type, autoComplete }) => (
        <div className="register-form__row" key={field}>
          <label className="register-form__label" htmlFor={`register-${field}`}>
            <FormattedMessage id={`register.${field}`} />
          </label>
          <input
            id={`register-${field}`}
            name={field}
            type={type}
            autoComplete={autoComplete}
            value={form.values[field]}
            aria-invalid={form.errorOf(field) !== null}
            onChange={(event) => form.edit(field, event.target.value)}
          />
          {fieldMessage(field)}
        </div>
      ))}
      {form.smsRequired && (
      <>
      <div className="register-form__row" data-scope="register">
        <label className="register-form__label" htmlFor="register-captcha">
          <FormattedMessage id="header.captcha" />
        </label>
        <div className="register-form__sms">
          <input
            id="register-captcha"
            name="captcha"
            autoComplete="off"
            value={captcha.code}
            onChange={(event) => setCaptcha({ ...captcha, code: normaliseCaptcha(event.target.value) })}
          />
          <img
            className="login-form__captcha"
            src={guestApi.captchaUrl(captcha.codeId)}
            alt={intl.formatMessage({ id: 'header.captchaRefresh' })}
            title={intl.formatMessage({ id: 'header.captchaRefresh' })}
            onClick={renewCaptcha}
          />
        </div>
      </div>
      <div className="register-form__row">
        <label className="register-form__label" htmlFor="register-smsCode">
          <FormattedMessage id="register.smsCode" />
        </label>
        <div className="register-form__sms">
          <input
            id="register-smsCode"
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.values.smsCode}
            aria-invalid={form.errorOf('smsCode') !== null}
            onChange={(event) => form.edit('smsCode', event.target.value)}
          />
          <button type="button" className="button button--outline" disabled={form.sms.disabled} onClick={form.sendCode}>
            <FormattedMessage id={form.sms.label} values={{ seconds: form.sms.secondsLeft }} />
          </button>
        </div>
        {form.codeSent && !form.errorOf('smsCode') ? (
          <p className="register-form__note">
            <FormattedMessage id="register.codeSent" />
          </p>
        ) : (
          fieldMessage('smsCode')
        )}
      </div>
      </>
      )}
      <div className="register-form__row register-form__row--invite">
        <label className="register-form__label" htmlFor="register-inviteCode">
          <FormattedMessage id="register.inviteCode" />
        </label>
        <input
          id="register-inviteCode"
          name="inviteCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.values.inviteCode}
          aria-invalid={form.errorOf('inviteCode') !== null}
          onChange={(event) => form.edit('inviteCode', event.target.value)}
        />
        {fieldMessage('inviteCode')}
      </div>
      <div className="register-form__terms">
        <label>
          <input type="checkbox" name="agreed" checked={form.values.agreed} onChange={form.toggleTerms} />{' '}
          <FormattedMessage id="register.agreePrefix" />
        </label>{' '}
        <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
          <FormattedMessage id="register.termsLink" />
        </button>
        {fieldError('agreed')}
      </div>
      </fieldset>
      <button className="button button--gold button--block" type="submit" disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.submitting' : 'register.submit'} />
      </button>
      {termsOpen && <TermsDialog onClose={closeTerms} />}
    </form>
  );
}
