import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loginFormMachine } from '../../../machines/loginForm';
import { loginCaptchaOn } from '../../../machines/rules/registerItems';
import * as guestApi from '../../api/guest';
import { sessionData } from '../../store/session';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectLoginForm } from './connectLoginForm';
import './LoginForm.css';

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
    <form className={`login-form login-form--${variant}`} data-scope={variant === 'inline' ? 'header' : 'page'} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'header.login' })}>
      <fieldset className="form-fields" disabled={form.busy}>
      <label className="login-form__field">
        <span className="login-form__label">
          <FormattedMessage id="header.account" />
        </span>
        <input
          name="userName"
          autoComplete="username"
          placeholder={intl.formatMessage({ id: 'header.account' })}
          value={form.values.userName}
          onChange={(event) => form.edit('userName', event.target.value)}
        />
      </label>
      <label className="login-form__field">
        <span className="login-form__label">
          <FormattedMessage id="header.password" />
        </span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'header.password' })}
          value={form.values.password}
          onChange={(event) => form.edit('password', event.target.value)}
        />
      </label>
      {form.captchaSrc && (
        <label className="login-form__field login-form__field--captcha">
          <span className="login-form__label">
            <FormattedMessage id="header.captcha" />
          </span>
          <input
            name="code"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'header.captcha' })}
            value={form.values.code}
            onChange={(event) => form.edit('code', event.target.value)}
          />
          <img
            className="login-form__captcha"
            src={form.captchaSrc}
            alt={intl.formatMessage({ id: 'header.captchaRefresh' })}
            title={intl.formatMessage({ id: 'header.captchaRefresh' })}
            onClick={form.refreshCaptcha}
          />
        </label>
      )}
      </fieldset>
      <button className="button button--gold login-form__submit" type="submit" disabled={form.busy}>
        <FormattedMessage id={form.busy ? 'auth.submitting' : 'auth.submitLogin'} />
      </button>
      {variant === 'inline' && (
        <a className="button button--ghost" href="#/user/register">
          <FormattedMessage id="header.register" />
        </a>
      )}
      {form.missingKey && (
        <p className="login-form__missing" role="alert">
          <FormattedMessage id={form.missingKey} />
        </p>
      )}
    </form>
  );
}
