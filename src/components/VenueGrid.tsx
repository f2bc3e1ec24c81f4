import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../machines/rules/display';
import type { VenueWallet } from '../api/wallet';
import './VenueGrid.css';

/** Every venue wallet with its balance; a locked wallet says so. */
export function VenueGrid({ wallets, onPick }: { wallets: readonly VenueWallet[]; onPick?: (platType: string) => void }) {
  const intl = useIntl();
  return (
    <ul className="venue-grid">
      {wallets.map((wallet) => (
        <li key={wallet.platType} className={wallet.locked ? 'is-locked' : ''} data-venue={wallet.platType}>
          <button type="button" disabled={!onPick} onClick={() => onPick?.(wallet.platType)}>
            <span className="venue-grid__name">{wallet.apiTitle}</span>
            <span className="venue-grid__balance">{formatAmount(Number(wallet.balance))}</span>
            {wallet.locked && (
              <span className="venue-grid__lock" title={intl.formatMessage({ id: 'wallet.lockedHint' })}>
                <FormattedMessage id="wallet.locked" />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
