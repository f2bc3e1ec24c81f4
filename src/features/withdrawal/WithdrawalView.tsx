import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { accountKeyOf, type WithdrawalAccount } from '../../../machines/withdrawal';
import type { WithdrawalView as View } from './connectWithdrawal';
import { RateEstimate } from '../../components/crypto/RateEstimate';
import './WithdrawalPage.css';

const KIND_MARK: Record<WithdrawalAccount['kind'], string> = { bankCard: '▤', blockchain: '₮', thirdPart: '◎' };

/** What the withdrawal page shows for each phase of the gating machine; it only renders connect output and sends events. */
export function WithdrawalScreen({ view }: { view: View }) {
  return (
    <div className="withdrawal-page">
      <h1 className="page-title">
        <FormattedMessage id="withdrawal.title" />
      </h1>
      {view.phase === 'loading' && (
        <p className="page-message" aria-busy="true">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {view.phase === 'failed' && (
        <div className="withdrawal-notice" role="alert">
          <p>
            <FormattedMessage id="withdrawal.loadFailed" />
          </p>
          <button type="button" className="button button--gold" onClick={view.retry}>
            <FormattedMessage id="withdrawal.retry" />
          </button>
        </div>
      )}
      {view.phase === 'gate' && view.gate && <GateNotice view={view} />}
      {view.phase === 'form' && <WithdrawalForm view={view} />}
      {(view.phase === 'held' || view.phase === 'done' || view.phase === 'rejected' || view.phase === 'watchLost') && <Outcome view={view} />}
    </div>
  );
}

function GateNotice({ view }: { view: View }) {
  const intl = useIntl();
  const gate = view.gate!;
  return (
    <div className="withdrawal-notice withdrawal-notice--gate" role="alert" data-gate={gate.name}>
      <span className="withdrawal-notice__icon" aria-hidden="true">
        !
      </span>
      <p>
        <FormattedMessage id={gate.message} values={gate.values} />
      </p>
      {gate.progress && (
        <div className="withdrawal-progress">
          <div
            className="withdrawal-progress__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={gate.progress.percent}
            aria-label={intl.formatMessage({ id: 'withdrawal.turnoverProgress' })}
          >
            <span style={{ width: `${gate.progress.percent}%` }} />
          </div>
          <p className="withdrawal-progress__figures">
            <FormattedMessage id="withdrawal.turnoverDone" values={{ done: <strong>{gate.progress.done}</strong>, required: gate.progress.required, percent: gate.progress.percent }} />
          </p>
        </div>
      )}
      <div className="withdrawal-notice__actions">
        {gate.fix && (
          <Link className="button button--gold" href={gate.fix.href}>
            <FormattedMessage id={gate.fix.label} />
          </Link>
        )}
        <button type="button" className="button button--outline" onClick={view.retry}>
          <FormattedMessage id="withdrawal.checkAgain" />
        </button>
      </div>
    </div>
  );
}

/** A problem under the field it names (or under the form when it names none). */
function Problem({ view, field }: { view: View; field: string | null }) {
  const problem = view.problemOf(field);
  if (!problem) return null;
  return (
    <p className={field ? 'withdrawal-field__problem' : 'withdrawal-form__problem'} role="alert" data-field={field ?? undefined}>
      <FormattedMessage id={problem.key} values={problem.values} />
    </p>
  );
}

function WithdrawalForm({ view }: { view: View }) {
  const intl = useIntl();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <form className="withdrawal-form" onSubmit={onSubmit} noValidate>
      <div className="withdrawal-balance">
        <div>
          <span>
            <FormattedMessage id="withdrawal.balance" />
          </span>
          <strong data-testid="withdrawal-balance">{view.balance}</strong>
        </div>
        {view.limits && (
          <dl className="withdrawal-balance__limits">
            <div>
              <dt>
                <FormattedMessage id="withdrawal.countLeft" />
              </dt>
              <dd>{view.limits.countLeft}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="withdrawal.limitLeft" />
              </dt>
              <dd>{view.limits.limitLeft}</dd>
            </div>
          </dl>
        )}
      </div>
      {view.venueBalance && (
        <div className="withdrawal-venues" data-testid="withdrawal-venues">
          <p>
            <FormattedMessage id="withdrawal.venueMoney" values={{ amount: view.venueBalance }} />
          </p>
          <button type="button" className="button button--outline" onClick={view.recycle} disabled={view.busy}>
            <FormattedMessage id={view.recycling ? 'auth.submitting' : 'withdrawal.bringHome'} />
          </button>
        </div>
      )}
      <fieldset className="withdrawal-field">
        <legend>
          <FormattedMessage id="withdrawal.account" />
        </legend>
        {view.accounts.length === 0 ? (
          <div className="withdrawal-empty">
            <p>
              <FormattedMessage id="withdrawal.noAccounts" />
            </p>
            <Link className="button button--gold" href={paths.addBankCard()}>
              <FormattedMessage id="payout.bank.add" />
            </Link>
            <Link className="button button--outline" href={paths.virtualCoinCard()}>
              <FormattedMessage id="payout.coin.add" />
            </Link>
          </div>
        ) : (
          <div className="withdrawal-accounts" role="radiogroup" aria-label={intl.formatMessage({ id: 'withdrawal.account' })}>
            {view.accounts.map((account) => {
              const key = accountKeyOf(account);
              return (
              <label
                key={key}
                className={`withdrawal-account withdrawal-account--${account.kind}${key === view.accountKey ? ' is-chosen' : ''}${account.unavailable ? ' is-unavailable' : ''}`}
              >
                <input
                  type="radio"
                  name="account"
                  value={key}
                  checked={key === view.accountKey}
                  disabled={view.busy || account.unavailable !== null}
                  aria-describedby={account.unavailable ? `withdrawal-account-note-${key}` : undefined}
                  onChange={() => view.setAccount(key)}
                />
                <span className="withdrawal-account__mark" aria-hidden="true">
                  {KIND_MARK[account.kind]}
                </span>
                <span className="withdrawal-account__text">
                  <strong>{account.label}</strong>
                  <small>
                    <span className="withdrawal-account__kind">
                      <FormattedMessage id={`withdrawal.kind.${account.kind}`} />
                    </span>
                    {account.masked}
                  </small>
                  {account.unavailable && (
                    <small className="withdrawal-account__note" id={`withdrawal-account-note-${key}`}>
                      <FormattedMessage id={account.unavailable} />
                    </small>
                  )}
                </span>
              </label>
              );
            })}
            <Link className="withdrawal-account withdrawal-account--add" href={paths.addBankCard()}>
              <span aria-hidden="true">＋</span>
              <FormattedMessage id="withdrawal.manageAccounts" />
            </Link>
          </div>
        )}
        <Problem view={view} field="accountId" />
      </fieldset>
      <fieldset className="withdrawal-field">
        <legend>
          <FormattedMessage id="withdrawal.method" />
        </legend>
        <div className="withdrawal-methods" role="radiogroup" aria-label={intl.formatMessage({ id: 'withdrawal.method' })}>
          {view.methods.map((offer) => (
            <label key={offer.method} className={`withdrawal-method${view.method === offer.method ? ' is-chosen' : ''}`}>
              <input type="radio" name="method" value={offer.method} checked={view.method === offer.method} disabled={view.busy} onChange={() => view.setMethod(offer.method)} />
              <strong>{offer.name}</strong>
              <small>
                <FormattedMessage id={offer.text} values={offer.values} />
              </small>
            </label>
          ))}
        </div>
        <Problem view={view} field="method" />
      </fieldset>
      <div className="withdrawal-field withdrawal-amount">
      <label className="withdrawal-amount__label">
        <span>
          <FormattedMessage id={view.crypto ? 'withdrawal.amountUsdt' : 'withdrawal.amount'} />
        </span>
        <span className="withdrawal-amount__row">
          <input
            name="amount"
            inputMode="decimal"
            placeholder={
              view.crypto
                ? intl.formatMessage({ id: 'withdrawal.amountHintCrypto' }, { max: view.crypto.maxUsdt })
                : view.limits
                  ? intl.formatMessage({ id: 'withdrawal.amountHint' }, { max: view.limits.withdrawable })
                  : ''
            }
            value={view.amount}
            disabled={view.busy}
            aria-invalid={view.problem?.field === 'amount'}
            onChange={(event) => view.setAmount(event.target.value)}
          />
          <button type="button" className="button button--outline" onClick={view.setAll} disabled={view.busy}>
            <FormattedMessage id="withdrawal.all" />
          </button>
        </span>
      </label>
        {view.crypto && (
          <RateEstimate
            estimateId="withdrawal.crypto.estimate"
            rateOnlyId="withdrawal.crypto.rateOnly"
            cny={view.crypto.estimate}
            rate={view.crypto.rate}
            setAt={view.crypto.setAt}
            testId="withdrawal-estimate"
          />
        )}
        {view.bonus && (
          <small className="withdrawal-amount__bonus" data-testid="withdrawal-bonus">
            <FormattedMessage id="withdrawal.bonus" values={{ amount: view.bonus }} />
          </small>
        )}
        <Problem view={view} field="amount" />
      </div>
      <label className="withdrawal-field withdrawal-password">
        <span>
          <FormattedMessage id="withdrawal.password" />
        </span>
        <input
          name="password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder={intl.formatMessage({ id: 'withdrawal.passwordHint' })}
          value={view.password}
          disabled={view.busy}
          aria-invalid={view.problem?.field === 'password'}
          onChange={(event) => view.setPassword(event.target.value)}
        />
        <Problem view={view} field="password" />
      </label>
      <Problem view={view} field={null} />
      <button type="submit" className="button button--gold button--large withdrawal-form__submit" disabled={view.busy}>
        <FormattedMessage id={view.submitting ? 'auth.submitting' : 'withdrawal.submit'} />
      </button>
      <p className="withdrawal-form__note">
        <FormattedMessage id="withdrawal.note" />
      </p>
    </form>
  );
}

const OUTCOME_TEXT = {
  held: 'withdrawal.held',
  done: 'withdrawal.done',
  rejected: 'withdrawal.rejected',
  watchLost: 'withdrawal.watchLost',
} as const;

function Outcome({ view }: { view: View }) {
  const phase = view.phase as keyof typeof OUTCOME_TEXT;
  return (
    <div className={`withdrawal-outcome withdrawal-outcome--${phase}`} role="status" data-phase={phase}>
      <span className="withdrawal-outcome__icon" aria-hidden="true">
        {phase === 'done' ? (
          '✓'
        ) : phase === 'rejected' ? (
          '×'
        ) : (
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        )}
      </span>
      <h2>
        <FormattedMessage id={`${OUTCOME_TEXT[phase]}Title`} />
      </h2>
      {view.held && (
        <p className="withdrawal-outcome__amount">
          <span>{view.held.orderNo}</span>
          <strong>{view.held.amount}</strong>
          {view.held.crypto && (
            <small className="crypto-note" data-testid="withdrawal-held-crypto">
              <FormattedMessage id="withdrawal.crypto.note" values={{ usdt: view.held.crypto.amount, rate: view.held.crypto.rate }} />
            </small>
          )}
        </p>
      )}
      <p>
        {/* An appointment is not the 10-minute instant withdrawal: it arrives within 24 hours. */}
        <FormattedMessage id={phase === 'held' && view.method === 'appointment' ? 'withdrawal.inReview.appointment' : OUTCOME_TEXT[phase]} />
      </p>
      <div className="withdrawal-notice__actions">
        <Link className="button button--outline" href={paths.transRecord('withdraw')}>
          <FormattedMessage id="withdrawal.seeRecords" />
        </Link>
        <button type="button" className="button button--gold" onClick={view.again}>
          <FormattedMessage id="withdrawal.again" />
        </button>
      </div>
    </div>
  );
}
