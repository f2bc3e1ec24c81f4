import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { LatestBets } from '../../components/bets/LatestBets';

/** The wallet page's right panel: today's latest bets and promotions (promotions arrive with their own issue). */
export default function WalletPanel() {
  return (
    <>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="wallet.latestBets" />
        </h2>
        <LatestBets />
        <Link className="panel-more" href={paths.betRecord()}>
          <FormattedMessage id="home.more" />
        </Link>
      </section>
      <section>
        <h2 className="panel-title">
          <FormattedMessage id="side.promotionsTitle" />
        </h2>
        <p className="empty-note">
          <FormattedMessage id="side.promotionsText" />
        </p>
        <Link className="panel-more" href={paths.promotions()}>
          <FormattedMessage id="side.promotionsGo" />
        </Link>
      </section>
    </>
  );
}
