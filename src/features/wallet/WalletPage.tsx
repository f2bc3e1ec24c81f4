import { useEffect } from 'react';
import { sessionData } from '../../store/session';
import { useSiteActors } from '../../session/SiteActorsContext';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import { refreshWallets, spendableCentral, walletData } from '../../store/wallet';
import { TransferFreeSwitch } from '../../components/TransferFreeSwitch';
import { VenueGrid } from '../../components/VenueGrid';
import './WalletPage.css';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { CardManagement } from '../../components/payout/CardManagement';

/** /finance/wallet: central and venue balances, lock state, card management, the transfer-free switch. */
export default function WalletPage() {
  const { overview } = useSnapshot(walletData);
  const { session } = useSiteActors();
  // The central wallet's spendable and held money are the header's reading (one server reply), read afresh here.
  const { accountMoney, heldMoney } = useSnapshot(sessionData);
  useEffect(() => {
    void refreshWallets();
    session.send({ type: 'REFRESH_MEMBER' });
  }, [session]);
  if (!overview) {
    return (
      <p className="page-message">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  return (
    <div className="wallet-page">
      <h1 className="page-title">
        <FormattedMessage id="shell.wallet" />
      </h1>
      <div className="wallet-page__cards">
        <div className="wallet-card wallet-card--central">
          <span>
            <FormattedMessage id="wallet.central" />
          </span>
          <strong data-testid="wallet-central">{formatAmount(spendableCentral(accountMoney, overview))}</strong>
          {heldMoney !== null && heldMoney > 0 && (
            <small className="wallet-card__held" data-testid="wallet-held">
              <FormattedMessage id="withdrawal.inReview.walletNote" values={{ amount: formatAmount(heldMoney) }} />
            </small>
          )}
          <Link className="button button--gold" href={paths.transfer()}>
            <FormattedMessage id="header.transfer" />
          </Link>
        </div>
        <div className="wallet-card">
          <span>
            <FormattedMessage id="wallet.venues" />
          </span>
          <strong data-testid="wallet-venues">{formatAmount(Number(overview.venueBalance))}</strong>
          <Link className="button button--outline" href={paths.addBankCard()}>
            <FormattedMessage id="wallet.cards" />
          </Link>
        </div>
      </div>
      <TransferFreeSwitch walletType={overview.walletType} />
      <CardManagement />
      <h2 className="wallet-page__subtitle">
        <FormattedMessage id="wallet.venueWallets" />
      </h2>
      <VenueGrid wallets={overview.walletList} />
    </div>
  );
}
