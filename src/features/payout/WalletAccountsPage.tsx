import { PAYOUT_ACCOUNT_MAX } from '../../../machines/rules/payout';
import * as payoutApi from '../../api/payout';
import type { UserThirdPartAccount } from '../../api/payout';
import { PayoutAccounts, type PayoutPageSpec } from './PayoutAccounts';

const WALLET_ACCOUNTS: PayoutPageSpec<UserThirdPartAccount> = {
  kind: 'thirdPart',
  title: 'payout.wallet.title',
  addLabel: 'payout.wallet.add',
  emptyLabel: 'payout.wallet.empty',
  // The limit applies per kind; the page lists both kinds together.
  max: PAYOUT_ACCOUNT_MAX * 2,
  load: () => payoutApi.getWalletAccounts(undefined, { handles: 'all' }),
  remove: (id, password) => payoutApi.deleteWalletAccount(id, password),
  nameOf: (account) => `${account.typeName} · ${account.alias}`,
  initialOf: (account) => ({ type: account.type, alias: account.alias }),
  card: (account) => (
    <>
      <div className="payout-card__head">
        <span className={`payout-card__wallet payout-card__wallet--${account.type}`} aria-hidden="true">
          {account.type === 'koi' ? 'K' : 'E'}
        </span>
        <strong>{account.alias}</strong>
        <span className="payout-card__badge">{account.typeName}</span>
      </div>
      <p className="payout-card__number payout-card__number--address">{account.account}</p>
    </>
  ),
};

/** /ebpayAccount: the member's KOI and EB e-wallet accounts, with add, change and delete. */
export default function WalletAccountsPage() {
  return <PayoutAccounts spec={WALLET_ACCOUNTS} />;
}
