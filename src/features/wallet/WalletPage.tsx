import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formatAmount } from '../../../machines/rules/display';
import { refreshWallets, walletData } from '../../store/wallet';
import { TransferModeSwitch } from '../../components/TransferModeSwitch';
import { VenueGrid } from '../../components/VenueGrid';
import './WalletPage.css';

/** /finance/wallet: central and venue balances, lock state, card management, the transfer-free switch. */
export default function WalletPage() {
  const { overview } = useSnapshot(walletData);
  useEffect(() => {
    void refreshWallets();
  }, []);
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
          <strong data-testid="wallet-central">{formatAmount(Number(overview.centralBalance))}</strong>
          <a className="button button--gold" href="#/finance/transfer">
            <FormattedMessage id="header.transfer" />
          </a>
        </div>
        <div className="wallet-card">
          <span>
            <FormattedMessage id="wallet.venues" />
          </span>
          <strong data-testid="wallet-venues">{formatAmount(Number(overview.venueBalance))}</strong>
          <a className="button button--outline" href="#/addBankCard">
            <FormattedMessage id="wallet.cards" />
          </a>
        </div>
      </div>
      <TransferModeSwitch walletType={overview.walletType} />
      <h2 className="wallet-page__subtitle">
        <FormattedMessage id="wallet.venueWallets" />
      </h2>
      <VenueGrid wallets={overview.walletList} />
    </div>
  );
}
