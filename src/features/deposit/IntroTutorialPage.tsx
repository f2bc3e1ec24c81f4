import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { BankPicture, CryptoPicture, OnlinePicture } from './TutorialPictures';
import './DepositPage.css';

const METHODS: Array<{ kind: 'bank' | 'online' | 'crypto'; picture: ReactNode; steps: number }> = [
  { kind: 'bank', picture: <BankPicture />, steps: 4 },
  { kind: 'online', picture: <OnlinePicture />, steps: 3 },
  { kind: 'crypto', picture: <CryptoPicture />, steps: 4 },
];

/** /finance/introTutorial: how each deposit method works, with pictures of our own. */
export default function IntroTutorialPage() {
  return (
    <div className="deposit-page">
      <header className="deposit-page__head">
        <h1 className="page-title">
          <FormattedMessage id="deposit.tutorialTitle" />
        </h1>
        <Link className="deposit-page__tutorial" href={paths.deposit()}>
          <FormattedMessage id="deposit.tutorialBack" />
        </Link>
      </header>
      <p className="deposit-tutorial__intro">
        <FormattedMessage id="deposit.tutorialIntro" />
      </p>
      {METHODS.map((method) => (
        <section key={method.kind} className="deposit-tutorial" aria-labelledby={`tutorial-${method.kind}`}>
          <div className="deposit-tutorial__picture">{method.picture}</div>
          <div>
            <h2 id={`tutorial-${method.kind}`}>
              <FormattedMessage id={`deposit.tutorial.${method.kind}.title`} />
            </h2>
            <ol>
              {Array.from({ length: method.steps }, (_, index) => (
                <li key={index}>
                  <FormattedMessage id={`deposit.tutorial.${method.kind}.step${index + 1}`} />
                </li>
              ))}
            </ol>
          </div>
        </section>
      ))}
    </div>
  );
}
