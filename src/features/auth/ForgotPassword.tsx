import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForgotField } from '../../../machines/forgotPassword';
import { useForgotPassword } from './useForgotPassword';
import type { ForgotStep } from './connectForgotPassword';
import './ForgotPassword.css';

const STEPS: ForgotStep[] = ['account', 'method', 'code', 'password'];

const FIELDS: Record<'account' | 'code' | 'password', Array<{ field: ForgotField; type: string; autoComplete: string; inputMode?: 'numeric' }>> = {
  account: [{ field: 'userName', type: 'text', autoComplete: 'username' }],
  code: [{ field: 'code', type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' }],
  password: [
    { field: 'newPassword', type: 'password', autoComplete: 'new-password' },
    { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  ],
};

/**
 * The captcha every code send carries (issue 22), where a send can start: the method step and, once the
 * countdown is over, the code step's resend. A click on the picture fetches another.
 */
function CaptchaRow({ form }: { form: ReturnType<typeof useForgotPassword> }) {
  const intl = useIntl();
  if (!form.captchaSrc) return null;
  return (
    <div className="forgot__row" data-scope="forgot">
      <label htmlFor="forgot-captcha">
        <FormattedMessage id="forgot.field.captcha" />
      </label>
      <div className="forgot__code">
        <input
          id="forgot-captcha"
          name="captcha"
          autoComplete="off"
          value={form.values.captcha}
          onChange={(event) => form.setField('captcha', event.target.value)}
        />
        <img
          className="login-form__captcha forgot__captcha"
          src={form.captchaSrc}
          alt={intl.formatMessage({ id: 'header.captchaRefresh' })}
          title={intl.formatMessage({ id: 'header.captchaRefresh' })}
          onClick={form.renewCaptcha}
        />
      </div>
      <p className="forgot__hint">
        <FormattedMessage id="forgot.captchaHint" />
      </p>
    </div>
  );
}

/** Password recovery on the login page (spec sections 2 and 7): account, phone or e-mail, code, new password. */
export function ForgotPassword({ onLogin }: { onLogin: () => void }) {
  const intl = useIntl();
  const form = useForgotPassword();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const message = form.message && (
    <p className="forgot__error" role="alert">
      {intl.messages[form.message] ? intl.formatMessage({ id: form.message }) : form.message}
    </p>
  );
  const current = STEPS.indexOf(form.step);

  return (
    <section className="forgot" aria-label={intl.formatMessage({ id: 'forgot.title' })} data-step={form.step}>
      <ol className="forgot__steps">
        {STEPS.map((step, index) => (
          <li key={step} className={index < current || form.step === 'done' ? 'is-past' : index === current ? 'is-current' : ''} aria-current={index === current ? 'step' : undefined}>
            <span>{index + 1}</span>
            <FormattedMessage id={`forgot.step.${step}`} />
          </li>
        ))}
      </ol>

      {form.step === 'method' && (
        <div className="forgot__body">
          <p className="forgot__lead">
            <FormattedMessage id="forgot.lead.method" values={{ userName: form.values.userName }} />
          </p>
          <fieldset className="forgot__fields" disabled={form.busy}>
            <CaptchaRow form={form} />
          </fieldset>
          <div className="forgot__channels">
            {(['phone', 'email'] as const).map((channel) => (
              <button key={channel} type="button" className="forgot__channel" disabled={form.busy} onClick={() => form.choose(channel)} data-channel={channel}>
                <strong>
                  <FormattedMessage id={`forgot.channel.${channel}`} />
                </strong>
                <small>
                  <FormattedMessage id={`forgot.channel.${channel}Hint`} />
                </small>
              </button>
            ))}
          </div>
          {message}
          <div className="forgot__actions">
            <button type="button" className="button button--outline" onClick={form.back} disabled={form.busy}>
              <FormattedMessage id="forgot.back" />
            </button>
          </div>
        </div>
      )}

      {(form.step === 'account' || form.step === 'code' || form.step === 'password') && (
        <form className="forgot__body" onSubmit={onSubmit} noValidate>
          <p className="forgot__lead">
            <FormattedMessage id={`forgot.lead.${form.step}${form.step === 'code' ? `.${form.channel}` : ''}`} />
          </p>
          <fieldset className="forgot__fields" disabled={form.busy}>
            {FIELDS[form.step].map(({ field, type, autoComplete, inputMode }) => (
              <div className="forgot__row" key={field}>
                <label htmlFor={`forgot-${field}`}>
                  <FormattedMessage id={`forgot.field.${field}`} />
                </label>
                <div className={field === 'code' ? 'forgot__code' : undefined}>
                  <input
                    id={`forgot-${field}`}
                    name={field}
                    type={type}
                    autoComplete={autoComplete}
                    inputMode={inputMode}
                    value={form.values[field as keyof typeof form.values]}
                    onChange={(event) => form.setField(field, event.target.value)}
                  />
                  {field === 'code' && (
                    <button type="button" className="button button--outline" disabled={form.resend.disabled} onClick={form.resendCode}>
                      <FormattedMessage id={form.resend.label} values={{ seconds: form.resend.secondsLeft }} />
                    </button>
                  )}
                </div>
                {field === 'newPassword' && (
                  <p className="forgot__hint">
                    <FormattedMessage id="register.passwordHint" />
                  </p>
                )}
              </div>
            ))}
            {form.step === 'code' && <CaptchaRow form={form} />}
          </fieldset>
          {message}
          <div className="forgot__actions">
            {form.step === 'account' ? (
              <button type="button" className="button button--outline" onClick={onLogin}>
                <FormattedMessage id="forgot.backToLogin" />
              </button>
            ) : (
              <button type="button" className="button button--outline" onClick={form.back} disabled={form.busy}>
                <FormattedMessage id="forgot.back" />
              </button>
            )}
            <button type="submit" className="button button--gold" disabled={form.busy}>
              <FormattedMessage id={form.busy ? 'auth.submitting' : form.step === 'password' ? 'forgot.submit' : 'forgot.next'} />
            </button>
          </div>
        </form>
      )}

      {form.step === 'done' && (
        <div className="forgot__body forgot__done">
          <span className="forgot__done-mark" aria-hidden="true">
            ✓
          </span>
          <p role="status">
            <FormattedMessage id="forgot.doneText" />
          </p>
          <button type="button" className="button button--gold button--block" onClick={onLogin}>
            <FormattedMessage id="forgot.backToLogin" />
          </button>
        </div>
      )}
    </section>
  );
}
