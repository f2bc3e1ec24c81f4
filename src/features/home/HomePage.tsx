import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import { sessionData } from '../../store/session';
import './HomePage.css';

const FEATURES = [
  { id: 'Wallet', icon: 'M4 7h16v11H4zM4 7l12-3v3M16 12.5h2' },
  { id: 'Service', icon: 'M5 13v-2a7 7 0 0 1 14 0v2M5 13h3v5H5zM16 13h3v5h-3M19 18a4 4 0 0 1-4 3h-2' },
  { id: 'Safety', icon: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zM9 12l2 2 4-4' },
];

export function HomePage() {
  const { isLogin, userInfo, accountMoney } = useSnapshot(sessionData);
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero__inner">
          <div className="home-hero__copy">
            <p className="home-hero__kicker">
              <FormattedMessage id="home.kicker" />
            </p>
            <h1>
              <FormattedMessage id="home.title" />
            </h1>
            <p className="home-hero__lead">
              <FormattedMessage id="home.lead" />
            </p>
            {!isLogin && (
              <div className="home-hero__cta">
                <a className="button button--gold button--large" href="#/user/register">
                  <FormattedMessage id="home.ctaRegister" />
                </a>
                <a className="button button--ghost button--large" href="#/user/login">
                  <FormattedMessage id="home.ctaLogin" />
                </a>
              </div>
            )}
          </div>
          {isLogin && userInfo && (
            <div className="home-hero__wallet">
              <p className="home-hero__welcome">
                <FormattedMessage id="home.welcome" values={{ userName: userInfo.userName }} />
              </p>
              <p className="home-hero__wallet-label">
                <FormattedMessage id="home.memberLead" />
              </p>
              <p className="home-hero__wallet-amount">{accountMoney === null ? '--' : formatAmount(accountMoney)}</p>
            </div>
          )}
          {!isLogin && (
            <div className="home-hero__art" aria-hidden="true">
              <div className="home-hero__ball" />
              <div className="home-hero__chip home-hero__chip--a" />
              <div className="home-hero__chip home-hero__chip--b" />
              <div className="home-hero__card" />
            </div>
          )}
        </div>
      </section>
      <section className="home-features">
        {FEATURES.map((feature) => (
          <article className="home-feature" key={feature.id}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={feature.icon} />
            </svg>
            <h2>
              <FormattedMessage id={`home.feature${feature.id}Title`} />
            </h2>
            <p>
              <FormattedMessage id={`home.feature${feature.id}Text`} />
            </p>
          </article>
        ))}
      </section>
    </div>
  );
}
