import { PAYOUT_ACCOUNT_MAX } from '../../../machines/rules/payout';
import * as payoutApi from '../../api/payout';
import type { UserBlockchain } from '../../api/payout';
import { PayoutAccounts, type PayoutPageSpec } from './PayoutAccounts';

const COIN_ACCOUNTS: PayoutPageSpec<UserBlockchain> = {
  kind: 'blockchain',
  title: 'payout.coin.title',
  addLabel: 'payout.coin.add',
  emptyLabel: 'payout.coin.empty',
  max: PAYOUT_ACCOUNT_MAX,
  load: () => payoutApi.getCoinAccounts({ handles: 'all' }),
  remove: (id, password) => payoutApi.deleteCoinAccount(id, password),
  nameOf: (coin) => coin.alias,
  initialOf: (coin) => ({ alias: coin.alias, protocol: coin.protocol }),
  card: (coin) => (
    <>
      <div className="payout-card__head">
        <span className="payout-card__coin" aria-hidden="true">
          ₮
        </span>
        <strong>{coin.alias}</strong>
        <span className="payout-card__badge">
          {coin.virtualCurrencyType}-{coin.protocol}
        </span>
      </div>
      <p className="payout-card__number payout-card__number--address">{coin.address}</p>
    </>
  ),
};

/** /virtualCoinCard: the member's USDT addresses (TRC20 or ERC20), with add, change and delete. */
export default function CoinAccountsPage() {
  return <PayoutAccounts spec={COIN_ACCOUNTS} />;
}
