import { FormattedMessage } from 'react-intl';

/** The wallet page's right panel: latest bets and promotions (both arrive with their own issues). */
export default function WalletPanel() {
  return (
    <>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="wallet.latestBets" />
        </h2>
        <p className="empty-note">
          <FormattedMessage id="records.empty" />
        </p>
        <a className="panel-more" href="#/record/betRecord">
          <FormattedMessage id="home.more" />
        </a>
      </section>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="side.promotionsTitle" />
        </h2>
        <p className="empty-note">
          <FormattedMessage id="side.promotionsText" />
        </p>
        <a className="panel-more" href="#/activity/discount">
          <FormattedMessage id="side.promotionsGo" />
        </a>
      </section>
    </>
  );
}
