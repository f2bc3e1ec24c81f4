import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loginFormMachine, type LoginField } from '../../machines/loginForm';
import { loginCaptchaOn } from '../../machines/rules/registerItems';
import * as guestApi from '../api/guest';
import { sessionData } from '../store/session';
import { useSiteActors } from '../session/SiteActorsContext';
import { connectLoginForm } from './connectLoginForm';
import './LoginForm.css';
import { Link } from 'wouter';
import { paths } from '../config/paths';

const FIELDS: Array<{ field: LoginField; label: string; type: string; autoComplete: string }> = [
  { field: 'userName', label: 'header.account', type: 'text', autoComplete: 'username' },
  { field: 'password', label: 'header.password', type: 'password', autoComplete: 'current-password' },
  { field: 'code', label: 'header.captcha', type: 'text', autoComplete: 'off' },
];

/** The login form, inline in the header or as a panel on the login page. */
export function LoginForm({ variant }: { variant: 'inline' | 'panel' }) {
  const intl = useIntl();
  const { session, inspect } = useSiteActors();
  const { registerItems } = useSnapshot(sessionData);
  const [logic] = useState(() =>
    loginFormMachine.provide({
      actors: { login: fromPromise(({ input }) => guestApi.login(input)) },
      actions: { loggedIn: (_, { token }) => session.send({ type: 'LOGGED_IN', token, newMember: false }) },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  const form = connectLoginForm(state, send, loginCaptchaOn(registerItems));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <form
      className={`login-form login-form--${variant}`}
      data-scope={variant === 'inline' ? 'header' : 'page'}
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: 'header.login' })}
    >
      <fieldset className="form-fields" disabled={form.busy}>
        {FIELDS.filter(({ field }) => field !== 'code' || form.captchaSrc).map(({ field, label, type, autoComplete }) => (
          <label className={`login-form__field login-form__field--${field}`} key={field}>
            <span className="login-form__label">
              <FormattedMessage id={label} />
            </span>
            <input
              name={field}
              type={type}
              autoComplete={autoComplete}
              placeholder={intl.formatMessage({ id: label })}
              value={form.values[field]}
              onChange={(event) => form.edit(field, event.target.value)}
            />
            {field === 'code' && form.captchaSrc && (
              <img
                className="login-form__captcha"
                src={form.captchaSrc}
                alt={intl.formatMessage({ id: 'header.captchaRefresh' })}
                title={intl.formatMessage({ id: 'header.captchaRefresh' })}
                onClick={form.refreshCaptcha}
              />
            )}
          </label>
        ))}
      </fieldset>
      <button className="button button--gold login-form__submit" type="submit" disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.submitting' : 'auth.submitLogin'} />
      </button>
      {variant === 'inline' && (
        <Link className="button button--ghost" href={paths.register()}>
          <FormattedMessage id="header.register" />
        </Link>
      )}
      {/* Last in the tab order (account, password, code, log in flow on uninterrupted), drawn under the password box. */}
      {variant === 'inline' && (
        <Link className="login-form__forgot" href={paths.forgotPassword()}>
          <FormattedMessage id="header.forgot" />
        </Link>
      )}
      {form.missingKey && (
        <p className="login-form__missing" role="alert">
          <FormattedMessage id={form.missingKey} />
        </p>
      )}
    </form>
  );
}
