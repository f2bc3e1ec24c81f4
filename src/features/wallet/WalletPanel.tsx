import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { LatestBets } from '../../components/bets/LatestBets';
import { LatestPromotions } from '../../components/activity/LatestPromotions';

/** The right panel of the wallet and payout-account pages: today's latest bets and five promotions (spec section 2). */
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
      <LatestPromotions />
    </>
  );
}
