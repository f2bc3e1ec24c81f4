import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { PayoutMiniList } from '../../components/payout/PayoutMiniList';
import { LatestBets } from '../../components/bets/LatestBets';
import { paths } from '../../config/paths';
import './UserInfoPage.css';

/**
 * The right panel of /mine/userInfo: today's five latest bets, with the way to all bet records, and the
 * bank card / virtual coin tabs, each listing the member's bound accounts with a link to manage them.
 */
export default function ProfilePanel() {
  const [tab, setTab] = useState<'bank' | 'coin'>('bank');
  return (
    <div className="profile-panel">
      <section className="profile-panel__box">
        <h2>
          <FormattedMessage id="profile.panel.latestBets" />
        </h2>
        <LatestBets />
        <Link className="panel-more" href={paths.betRecord()}>
          <FormattedMessage id="home.more" />
        </Link>
      </section>
      <section className="profile-panel__box">
        <div className="profile-panel__tabs" role="tablist">
          {(['bank', 'coin'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'is-active' : ''} onClick={() => setTab(name)}>
              <FormattedMessage id={`profile.panel.${name}`} />
            </button>
          ))}
        </div>
        <div role="tabpanel">
          <PayoutMiniList key={tab} kind={tab} />
        </div>
      </section>
    </div>
  );
}
