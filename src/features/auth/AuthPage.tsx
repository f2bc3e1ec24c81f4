import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { registrationOpen } from '../../../machines/rules/registerItems';
import { sessionData } from '../../store/session';
import { loadSmsFlag } from '../../session/smsFlag';
import { LoginForm } from '../../components/LoginForm';
import { RegisterForm } from './RegisterForm';
import { ForgotPassword } from './ForgotPassword';
import './AuthPage.css';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { normaliseInviteCode } from '../../../machines/rules/agent';

/** /user/login and /user/register: one page, two tabs. */
export default function AuthPage({ mode }: { mode: 'login' | 'register' }) {
  const { registerItems, smsRequired } = useSnapshot(sessionData);
  const open = registrationOpen(registerItems);
  // Password recovery takes the login form's place on the login page (issue 14), at its own address
  // (/user/login?step=forgot), so that the header's link opens it and back returns to the login form.
  const search = useSearch();
  const recovering = mode === 'login' && new URLSearchParams(search).get('step') === 'forgot';
  // An invitation link (/user/register?code=…) brings an agent's code: it starts in the form, and the page says so.
  const inviteCode = mode === 'register' ? normaliseInviteCode(new URLSearchParams(search).get('code') ?? '') : '';
  const [, navigate] = useLocation();
  // Whether registration asks for an SMS code (the site setting sms_switch): the form waits for the answer.
  useEffect(() => {
    if (mode === 'register') void loadSmsFlag();
  }, [mode]);
  return (
    <section className="auth-page">
      <aside className="auth-page__art" aria-hidden="true">
        <img className="auth-page__art-picture" src="/content/auth/welcome-stadium.svg" alt="" width={740} height={1000} />
        <p className="auth-page__art-kicker">
          <FormattedMessage id="home.kicker" />
        </p>
        <p className="auth-page__art-title">
          <FormattedMessage id="home.title" />
        </p>
      </aside>
      <div className="auth-page__card">
        <nav className="auth-page__tabs">
          <Link href={paths.login()} className={mode === 'login' ? 'is-active' : ''} aria-current={mode === 'login' ? 'page' : undefined}>
            <FormattedMessage id="auth.loginTab" />
          </Link>
          <Link href={paths.register()} className={mode === 'register' ? 'is-active' : ''} aria-current={mode === 'register' ? 'page' : undefined}>
            <FormattedMessage id="auth.registerTab" />
          </Link>
        </nav>
        <h1>
          <FormattedMessage id={recovering ? 'forgot.title' : mode === 'login' ? 'auth.loginTitle' : 'auth.registerTitle'} />
        </h1>
        <p className="auth-page__lead">
          <FormattedMessage id={recovering ? 'forgot.pageLead' : mode === 'login' ? 'auth.loginLead' : 'auth.registerLead'} />
        </p>
        {inviteCode && open && (
          <p className="auth-page__invited" data-testid="invited-note">
            <FormattedMessage id="register.invitedNote" values={{ code: <strong>{inviteCode}</strong> }} />
          </p>
        )}
        {recovering && <ForgotPassword onLogin={() => navigate(paths.login())} />}
        {mode === 'login' && !recovering && (
          <>
            <LoginForm variant="panel" />
            <Link className="link-button auth-page__forgot" href={paths.forgotPassword()}>
              <FormattedMessage id="forgot.link" />
            </Link>
          </>
        )}
        {mode === 'register' && (open ? smsRequired !== null && <RegisterForm key={`${String(smsRequired)}:${inviteCode}`} smsRequired={smsRequired} inviteCode={inviteCode} /> : <p className="auth-page__closed"><FormattedMessage id="register.closed" /></p>)}
        <p className="auth-page__switch">
          <FormattedMessage id={mode === 'login' ? 'auth.noAccount' : 'auth.haveAccount'} />{' '}
          <Link href={mode === 'login' ? paths.register() : paths.login()}>
            <FormattedMessage id={mode === 'login' ? 'auth.goRegister' : 'auth.goLogin'} />
          </Link>
        </p>
      </div>
    </section>
  );
}
