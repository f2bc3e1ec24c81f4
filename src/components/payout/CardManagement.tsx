import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import './PayoutSummary.css';

const ENTRIES = [
  { href: paths.addBankCard(), title: 'payout.tab.bank', note: 'payout.tile.bankCard', mark: '▤', tone: 'bank' },
  { href: paths.virtualCoinCard(), title: 'payout.tab.coin', note: 'payout.tile.blockchain', mark: '₮', tone: 'coin' },
  { href: paths.ebpayAccount(), title: 'payout.tab.wallet', note: 'payout.tile.thirdPart', mark: '◎', tone: 'wallet' },
] as const;

/** The wallet page's card management: the three kinds of payout account, each opening its page. */
export function CardManagement() {
  return (
    <section className="card-management">
      <h2 className="wallet-page__subtitle">
        <FormattedMessage id="wallet.cards" />
      </h2>
      <div className="card-management__grid">
        {ENTRIES.map((entry) => (
          <Link key={entry.href} href={entry.href} className={`card-management__entry card-management__entry--${entry.tone}`}>
            <span className="card-management__mark" aria-hidden="true">
              {entry.mark}
            </span>
            <strong>
              <FormattedMessage id={entry.title} />
            </strong>
            <small>
              <FormattedMessage id={entry.note} />
            </small>
          </Link>
        ))}
      </div>
    </section>
  );
}
