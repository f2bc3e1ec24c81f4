import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PayoutMiniList } from '../../components/payout/PayoutMiniList';
import './UserInfoPage.css';

/**
 * The right panel of /mine/userInfo: today's five latest bets (slot: branch h-bets builds
 * src/features/bets/LatestBets.tsx; until it is merged this slot shows its empty state) and the
 * bank card / virtual coin tabs, each listing the member's bound accounts with a link to manage them.
 */
export function LatestBetsSlot() {
  return (
    <section className="profile-panel__box">
      <h2>
        <FormattedMessage id="profile.panel.latestBets" />
      </h2>
      <p className="profile-panel__empty">
        <FormattedMessage id="profile.panel.noBets" />
      </p>
    </section>
  );
}

export default function ProfilePanel() {
  const [tab, setTab] = useState<'bank' | 'coin'>('bank');
  return (
    <div className="profile-panel">
      <LatestBetsSlot />
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
