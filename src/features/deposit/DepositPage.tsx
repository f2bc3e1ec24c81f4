import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useDeposit } from './useDeposit';
import { BankPayStep, CryptoPayStep, EndedStep, MethodStep, ProofStep, WaitingStep } from './DepositSteps';
import { CancelDialog } from './CancelDialog';
import './DepositPage.css';

const STEPS = ['deposit.step.order', 'deposit.step.pay', 'deposit.step.confirm', 'deposit.step.done'] as const;

/** /finance/deposit: the method tutorial, the method step, the bank-pay or crypto step, the proof, the wait (spec section 2). */
export default function DepositPage() {
  const deposit = useDeposit();
  return (
    <div className="deposit-page">
      <header className="deposit-page__head">
        <h1 className="page-title">
          <FormattedMessage id="deposit.title" />
        </h1>
        <Link className="deposit-page__tutorial" href={paths.introTutorial()}>
          <FormattedMessage id="deposit.tutorialLink" />
        </Link>
      </header>
      <ol className="deposit-stepper" aria-label="steps">
        {STEPS.map((label, index) => (
          <li
            key={label}
            className={index + 1 < deposit.stepNumber ? 'is-done' : index + 1 === deposit.stepNumber ? 'is-current' : ''}
            aria-current={index + 1 === deposit.stepNumber ? 'step' : undefined}
          >
            <span className="deposit-stepper__dot">{index + 1}</span>
            <FormattedMessage id={label} />
          </li>
        ))}
      </ol>
      <div className="deposit-card" data-step={deposit.step}>
        {deposit.step === 'loading' && (
          <p className="page-message" role="status">
            <FormattedMessage id="common.loading" />
          </p>
        )}
        {deposit.step === 'unavailable' && (
          <div className="deposit-result">
            <p role="alert">
              <FormattedMessage id="deposit.unavailable" />
            </p>
            <button type="button" className="button button--outline" onClick={deposit.retry}>
              <FormattedMessage id="list.retry" />
            </button>
          </div>
        )}
        {deposit.step === 'method' && <MethodStep deposit={deposit} />}
        {deposit.step === 'bankPay' && <BankPayStep deposit={deposit} />}
        {deposit.step === 'cryptoPay' && <CryptoPayStep deposit={deposit} />}
        {deposit.step === 'proof' && <ProofStep deposit={deposit} />}
        {deposit.step === 'waiting' && <WaitingStep deposit={deposit} />}
        {deposit.step === 'ended' && <EndedStep deposit={deposit} />}
      </div>
      {deposit.cancelDialog && <CancelDialog deposit={deposit} />}
    </div>
  );
}
