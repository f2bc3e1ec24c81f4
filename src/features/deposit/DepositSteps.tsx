import { type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../machines/rules/display';
import { uploadAccept } from '../../../machines/rules/upload';
import type { ConnectedDeposit } from './connectDeposit';
import { AddressQr } from './AddressQr';
import { MethodIcon } from './MethodIcon';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { RateEstimate } from '../../components/crypto/RateEstimate';

type Props = { deposit: ConnectedDeposit };

const money = (amount: string | undefined) => formatAmount(Number(amount ?? 0));

/** One line of our account with its copy button. */
function CopyRow({ label, value, onCopy, strong = false }: { label: string; value: string | null; onCopy: (text: string) => void; strong?: boolean }) {
  const intl = useIntl();
  if (!value) return null;
  return (
    <div className={`deposit-copy-row${strong ? ' deposit-copy-row--strong' : ''}`}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>
        <span className="deposit-copy-row__value" data-copy={label}>
          {value}
        </span>
        <button
          type="button"
          className="deposit-copy"
          aria-label={intl.formatMessage({ id: 'deposit.copyLabel' }, { what: intl.formatMessage({ id: label }) })}
          onClick={() => onCopy(value)}
        >
          <FormattedMessage id="deposit.copy" />
        </button>
      </dd>
    </div>
  );
}

export function MethodStep({ deposit }: Props) {
  const intl = useIntl();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deposit.submit();
  };
  const problemFor = (field: string) =>
    deposit.problem?.field === field ? (
      <p className="deposit-form__problem" role="alert">
        <FormattedMessage id={deposit.problem.key} values={deposit.problem.values} />
      </p>
    ) : null;
  const locked = deposit.submitting || deposit.openingCashier;
  return (
    <form className="deposit-form" onSubmit={onSubmit} noValidate>
      <fieldset className="deposit-methods">
        <legend>
          <FormattedMessage id="deposit.chooseMethod" />
        </legend>
        {deposit.methods.map((method) => (
          <label key={method.id} className={`deposit-method${method.selected ? ' is-selected' : ''}`} data-kind={method.kind}>
            <input type="radio" name="method" value={method.id} checked={method.selected} disabled={locked} onChange={() => deposit.chooseMethod(method.id)} />
            <MethodIcon kind={method.kind} />
            <span className="deposit-method__name">{method.name}</span>
            <span className="deposit-method__note">
              <FormattedMessage id={`deposit.kindNote.${method.kind}`} />
            </span>
          </label>
        ))}
      </fieldset>

      {deposit.kind === 'online' && deposit.channels.length > 0 && (
        <fieldset className="deposit-choices">
          <legend>
            <FormattedMessage id="deposit.chooseChannel" />
          </legend>
          {/* Channels with the same limits together, each group headed by its limits. */}
          {deposit.channelGroups.map((group) => (
            <div className="deposit-channel-group" key={group.limits ? `${group.limits.min}-${group.limits.max}` : 'any'}>
              {group.limits && (
                <p className="deposit-channel-group__limits">
                  <FormattedMessage id="deposit.channelGroup" values={group.limits} />
                </p>
              )}
              <div className="deposit-channel-group__chips">
                {group.channels.map((channel) => (
                  <label key={channel.value} className={`deposit-chip deposit-chip--channel${channel.selected ? ' is-selected' : ''}`}>
                    <input type="radio" name="channel" value={channel.value} checked={channel.selected} disabled={locked} onChange={() => deposit.setChannel(channel.value)} />
                    <span className="deposit-chip__name">{channel.label}</span>
                  </label>
                ))}
              </div>
            </div>
          ))}
          {problemFor('channel')}
        </fieldset>
      )}

      {deposit.kind === 'crypto' && (
        <fieldset className="deposit-choices">
          <legend>
            <FormattedMessage id="deposit.chooseProtocol" />
          </legend>
          {deposit.protocols.map((protocol) => (
            <label key={protocol.value} className={`deposit-chip${protocol.selected ? ' is-selected' : ''}`}>
              <input type="radio" name="protocol" value={protocol.value} checked={protocol.selected} disabled={locked} onChange={() => deposit.setProtocol(protocol.value)} />
              USDT-{protocol.value}
            </label>
          ))}
          {problemFor('protocol')}
        </fieldset>
      )}

      <div className="deposit-field">
        <label htmlFor="deposit-amount">
          <FormattedMessage id="deposit.amount" />
        </label>
        <div className="deposit-amount">
          <span className="deposit-amount__currency" aria-hidden="true">
            {deposit.kind === 'crypto' ? 'USDT' : '¥'}
          </span>
          <input
            id="deposit-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={deposit.limits ? intl.formatMessage({ id: 'deposit.amountPlaceholder' }, deposit.limits) : ''}
            value={deposit.amount}
            disabled={locked}
            aria-invalid={deposit.problem?.field === 'amount'}
            onChange={(event) => deposit.setAmount(event.target.value)}
          />
        </div>
        {deposit.quickAmounts.length > 0 && (
          <div className="deposit-quick" role="group" aria-label={intl.formatMessage({ id: 'deposit.quickAmounts' })}>
            {deposit.quickAmounts.map((quick) => (
              <button
                key={quick.amount}
                type="button"
                className={`deposit-chip${quick.selected ? ' is-selected' : ''}`}
                aria-pressed={quick.selected}
                disabled={locked}
                onClick={() => deposit.setAmount(quick.amount)}
              >
                {formatAmount(Number(quick.amount))}
              </button>
            ))}
          </div>
        )}
        {deposit.estimate && (
          <RateEstimate
            estimateId="deposit.crypto.estimate"
            rateOnlyId="deposit.crypto.rateOnly"
            cny={deposit.estimate.cny}
            rate={deposit.estimate.rate}
            setAt={deposit.estimate.setAt}
            testId="deposit-estimate"
          />
        )}
        {problemFor('amount')}
      </div>

      {deposit.kind === 'bank' && (
        <div className="deposit-field">
          <label htmlFor="deposit-depositor">
            <FormattedMessage id="deposit.depositorName" />
          </label>
          <input
            id="deposit-depositor"
            name="depositorName"
            autoComplete="name"
            placeholder={intl.formatMessage({ id: 'deposit.depositorPlaceholder' })}
            value={deposit.depositorName}
            disabled={locked}
            aria-invalid={deposit.problem?.field === 'depositorName'}
            onChange={(event) => deposit.setDepositor(event.target.value)}
          />
          <p className="deposit-field__hint">
            <FormattedMessage id="deposit.depositorHint" />
          </p>
          {problemFor('depositorName')}
        </div>
      )}

      <button type="submit" className="button button--gold button--large deposit-form__submit" disabled={locked}>
        <FormattedMessage id={locked ? 'auth.submitting' : deposit.kind === 'online' ? 'deposit.submitOnline' : 'deposit.submit'} />
      </button>
    </form>
  );
}

function OrderSummary({ deposit }: Props) {
  const intl = useIntl();
  const order = deposit.order!;
  const crypto = deposit.orderCrypto;
  return (
    <dl className="deposit-summary">
      <div>
        <dt>
          <FormattedMessage id="deposit.orderNo" />
        </dt>
        <dd className="is-code">{order.orderNo}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="deposit.method" />
        </dt>
        <dd>{order.rechargeTypeName}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="deposit.amount" />
        </dt>
        <dd className="deposit-summary__amount">{crypto ? `${money(crypto.usdt)} USDT` : money(order.amount)}</dd>
      </div>
      {/* A crypto order: what it credits and the rate it was made at (a rate set later does not change it). */}
      {crypto && (
        <>
          <div>
            <dt>
              <FormattedMessage id="deposit.crypto.credit" />
            </dt>
            <dd className="deposit-summary__amount" data-testid="deposit-order-credit">
              ¥{crypto.cny}
            </dd>
          </div>
          <div className="deposit-summary__wide">
            <dt>
              <FormattedMessage id="deposit.crypto.rateLabel" />
            </dt>
            <dd data-testid="deposit-order-rate">
              <FormattedMessage
                id="deposit.crypto.rateValue"
                values={{
                  rate: crypto.rate,
                  time: crypto.setAt === null ? '—' : intl.formatDate(crypto.setAt, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }),
                }}
              />
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

function CancelLink({ deposit }: Props) {
  return (
    <button type="button" className="link-button deposit-cancel" onClick={deposit.cancel} disabled={deposit.busy}>
      <FormattedMessage id="deposit.cancelOrder" />
    </button>
  );
}

export function BankPayStep({ deposit }: Props) {
  const order = deposit.order!;
  const account = order.orderAccount;
  return (
    <section className="deposit-pay" aria-labelledby="deposit-pay-title">
      <h2 id="deposit-pay-title" className="deposit-step-title">
        <FormattedMessage id="deposit.bankTitle" />
      </h2>
      <OrderSummary deposit={deposit} />
      <dl className="deposit-account">
        <CopyRow label="deposit.bankName" value={account?.bankName ?? null} onCopy={deposit.copy} />
        <CopyRow label="deposit.accountName" value={account?.accountName ?? null} onCopy={deposit.copy} />
        <CopyRow label="deposit.accountNo" value={account?.accountNo ?? null} onCopy={deposit.copy} />
        <CopyRow label="deposit.branch" value={account?.branch ?? null} onCopy={deposit.copy} />
        <CopyRow label="deposit.amountToPay" value={order.amount} onCopy={deposit.copy} strong />
        <CopyRow label="deposit.remarkCode" value={order.remarkCode} onCopy={deposit.copy} strong />
      </dl>
      <ol className="deposit-notes">
        <li>
          <FormattedMessage id="deposit.bankNote1" />
        </li>
        <li>
          <FormattedMessage id="deposit.bankNote2" />
        </li>
        <li>
          <FormattedMessage id="deposit.bankNote3" />
        </li>
      </ol>
      <div className="deposit-actions">
        <button type="button" className="button button--gold button--large" onClick={deposit.paid}>
          <FormattedMessage id="deposit.iHavePaid" />
        </button>
        <CancelLink deposit={deposit} />
      </div>
    </section>
  );
}

export function CryptoPayStep({ deposit }: Props) {
  const intl = useIntl();
  const order = deposit.order!;
  const address = order.orderAccount?.address ?? order.orderAccount?.accountNo ?? '';
  return (
    <section className="deposit-pay" aria-labelledby="deposit-pay-title">
      <h2 id="deposit-pay-title" className="deposit-step-title">
        <FormattedMessage id="deposit.cryptoTitle" values={{ protocol: order.protocol ?? '' }} />
      </h2>
      <OrderSummary deposit={deposit} />
      <div className="deposit-crypto">
        <div className="deposit-crypto__qr">
          {address && <AddressQr value={address} label={intl.formatMessage({ id: 'deposit.qrLabel' }, { protocol: order.protocol ?? '' })} />}
        </div>
        <div className="deposit-crypto__side">
          <p className={`deposit-countdown${deposit.countdownUrgent ? ' is-urgent' : ''}`} role="timer" aria-live="off">
            <span>
              <FormattedMessage id="deposit.payWithin" />
            </span>
            <strong data-testid="deposit-countdown">{deposit.countdown}</strong>
          </p>
          <p className="deposit-warning">
            <FormattedMessage id="deposit.cryptoWarning" values={{ protocol: order.protocol ?? '' }} />
          </p>
        </div>
        <dl className="deposit-account">
          <CopyRow label="deposit.network" value={order.protocol ? `USDT-${order.protocol}` : null} onCopy={deposit.copy} />
          <CopyRow label="deposit.address" value={address} onCopy={deposit.copy} strong />
          {/* The USDT to send (the order's amount is the CNY it credits). */}
          <CopyRow label="deposit.amountToPay" value={order.cryptoAmount ?? order.amount} onCopy={deposit.copy} strong />
        </dl>
      </div>
      <div className="deposit-actions">
        <button type="button" className="button button--gold button--large" onClick={deposit.paid} disabled={deposit.busy}>
          <FormattedMessage id={deposit.confirmingPaid ? 'auth.submitting' : 'deposit.iHavePaid'} />
        </button>
        <CancelLink deposit={deposit} />
      </div>
    </section>
  );
}

export function ProofStep({ deposit }: Props) {
  const intl = useIntl();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) deposit.addProof(file);
    event.target.value = '';
  };
  return (
    <section className="deposit-pay" aria-labelledby="deposit-proof-title">
      <h2 id="deposit-proof-title" className="deposit-step-title">
        <FormattedMessage id="deposit.proofTitle" />
      </h2>
      <OrderSummary deposit={deposit} />
      <p className="deposit-field__hint">
        <FormattedMessage id="deposit.proofHint" />
      </p>
      <ul className="deposit-proofs">
        {deposit.proofs.map((url, index) => (
          <li key={url}>
            <img src={url} alt={intl.formatMessage({ id: 'deposit.proofAlt' }, { number: index + 1 })} />
            <button type="button" className="deposit-proofs__remove" onClick={() => deposit.removeProof(index)} disabled={deposit.busy} aria-label={intl.formatMessage({ id: 'deposit.proofRemove' }, { number: index + 1 })}>
              ×
            </button>
          </li>
        ))}
        <li>
          <label className={`deposit-upload${deposit.uploading ? ' is-busy' : ''}`}>
            <input type="file" accept={uploadAccept('proof')} onChange={onFile} disabled={deposit.busy} data-testid="deposit-proof-input" />
            <span aria-hidden="true">+</span>
            <FormattedMessage id={deposit.uploading ? 'deposit.uploading' : 'deposit.addProof'} />
          </label>
        </li>
      </ul>
      {deposit.proofProblem && (
        <p className="deposit-form__problem" role="alert">
          <FormattedMessage id={deposit.proofProblem} />
        </p>
      )}
      <div className="deposit-actions">
        <button type="button" className="button button--gold button--large" onClick={deposit.confirm} disabled={deposit.busy}>
          <FormattedMessage id={deposit.confirming ? 'auth.submitting' : 'deposit.submitProof'} />
        </button>
        <button type="button" className="link-button" onClick={deposit.back} disabled={deposit.busy}>
          <FormattedMessage id="deposit.backToAccount" />
        </button>
      </div>
    </section>
  );
}

export function WaitingStep({ deposit }: Props) {
  return (
    <section className="deposit-result" aria-labelledby="deposit-waiting-title" aria-live="polite">
      <span className="deposit-result__spinner" aria-hidden="true" />
      <h2 id="deposit-waiting-title" className="deposit-step-title">
        <FormattedMessage id={deposit.cashierUrl ? 'deposit.waitingOnline' : 'deposit.waitingTitle'} />
      </h2>
      <p>
        <FormattedMessage id={deposit.cashierUrl ? 'deposit.waitingOnlineText' : 'deposit.waitingText'} />
      </p>
      <OrderSummary deposit={deposit} />
      {deposit.cashierUrl && (
        <button type="button" className="button button--outline" onClick={deposit.reopenCashier}>
          <FormattedMessage id="deposit.reopenCashier" />
        </button>
      )}
    </section>
  );
}

export function EndedStep({ deposit }: Props) {
  const intl = useIntl();
  const outcome = deposit.outcome ?? 'cancelled';
  return (
    <section className={`deposit-result deposit-result--${outcome}`} aria-labelledby="deposit-ended-title" aria-live="polite">
      <span className="deposit-result__mark" aria-hidden="true">
        {outcome === 'credited' ? '✓' : '!'}
      </span>
      <h2 id="deposit-ended-title" className="deposit-step-title">
        <FormattedMessage id={`deposit.ended.${outcome}`} />
      </h2>
      <p>
        <FormattedMessage id={`deposit.ended.${outcome}Text`} values={{ amount: money(deposit.order?.amount) }} />
      </p>
      {/* What a member does next: move the money to a venue, play, or see the record; or deposit again. */}
      <nav className="deposit-next" aria-label={intl.formatMessage({ id: 'deposit.next.title' })}>
        {outcome === 'credited' && (
          <>
            <Link className="button button--gold button--large" href={paths.home()}>
              <FormattedMessage id="deposit.next.play" />
            </Link>
            <Link className="button button--outline button--large" href={paths.transfer()}>
              <FormattedMessage id="deposit.next.transfer" />
            </Link>
          </>
        )}
        <Link className="button button--outline button--large" href={paths.transRecord('recharge')}>
          <FormattedMessage id="deposit.next.records" />
        </Link>
        <button type="button" className={`button button--large ${outcome === 'credited' ? 'button--outline' : 'button--gold'}`} onClick={deposit.newDeposit}>
          <FormattedMessage id="deposit.newDeposit" />
        </button>
      </nav>
    </section>
  );
}
