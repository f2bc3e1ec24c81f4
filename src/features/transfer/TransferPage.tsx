import { useEffect, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { transferMachine } from '../../../machines/transfer';
import { formatAmount } from '../../../machines/rules/display';
import * as walletApi from '../../api/wallet';
import { refreshWallets, walletData } from '../../store/wallet';
import { sessionData } from '../../store/session';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { useSiteActors } from '../../session/SiteActorsContext';
import { TransferFreeSwitch } from '../../components/TransferFreeSwitch';
import { VenueGrid } from '../../components/VenueGrid';
import { connectTransfer, defaultTransferTarget, transferWallets } from './connectTransfer';
import type { WalletOverview } from '../../api/wallet';
import './TransferPage.css';

/** /finance/transfer: central ↔ venue transfers, the transfer-free switch and one-click recycle. */
export default function TransferPage() {
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
  return <TransferForm overview={overview as WalletOverview} />;
}

/** The form, started once the wallets are known so it can open on the default venue. */
function TransferForm({ overview }: { overview: WalletOverview }) {
  const intl = useIntl();
  const { session, notify, inspect } = useSiteActors();
  const [logic] = useState(() =>
    transferMachine.provide({
      actors: {
        convertMoney: fromPromise(({ input }) => walletApi.convertMoney(input.from, input.to, input.amount)),
        recycle: fromPromise(() => walletApi.recycleAll()),
      },
      actions: {
        announceTransferred: () => notify('success', 'transfer.done'),
        announceRecycled: () => notify('success', 'transfer.recycled'),
        refreshBalances: () => afterMoneyMoved(session),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect, input: { to: defaultTransferTarget(overview.walletList) } });
  const form = connectTransfer(state, send);
  const { accountMoney } = useSnapshot(sessionData);
  const wallets = transferWallets(overview, accountMoney, intl.formatMessage({ id: 'wallet.central' }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const option = (wallet: (typeof wallets)[number]) => (
    <option key={wallet.value} value={wallet.value}>
      {wallet.label} · {formatAmount(wallet.balance)}
    </option>
  );

  return (
    <div className="transfer-page">
      <h1 className="page-title">
        <FormattedMessage id="transfer.title" />
      </h1>
      <form className="transfer-form" onSubmit={onSubmit} noValidate>
        <label>
          <span>
            <FormattedMessage id="transfer.from" />
          </span>
          <select name="from" value={form.from} disabled={form.busy} onChange={(event) => form.setFrom(event.target.value)}>
            {wallets.map(option)}
          </select>
        </label>
        <button type="button" className="transfer-form__swap" aria-label={intl.formatMessage({ id: 'transfer.swap' })} onClick={form.swap} disabled={form.busy}>
          ⇄
        </button>
        <label>
          <span>
            <FormattedMessage id="transfer.to" />
          </span>
          <select name="to" value={form.to} disabled={form.busy} onChange={(event) => form.setTo(event.target.value)}>
            {wallets.map(option)}
          </select>
        </label>
        <label className="transfer-form__amount">
          <span>
            <FormattedMessage id="transfer.amount" />
          </span>
          <input
            name="amount"
            inputMode="decimal"
            placeholder="0.00"
            value={form.amount}
            disabled={form.busy}
            aria-invalid={form.problem !== null}
            onChange={(event) => form.setAmount(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--gold transfer-form__submit" disabled={form.busy}>
          <FormattedMessage id={form.submitting ? 'auth.submitting' : 'transfer.submit'} />
        </button>
        {form.problem && (
          <p className="transfer-form__problem" role="alert">
            <FormattedMessage id={form.problem} />
          </p>
        )}
      </form>
      <div className="transfer-page__row">
        <TransferFreeSwitch walletType={overview.walletType} />
        <button type="button" className="button button--outline" data-testid="recycle" onClick={form.recycle} disabled={form.busy}>
          <FormattedMessage id={form.recycling ? 'auth.submitting' : 'transfer.recycle'} />
        </button>
      </div>
      <h2 className="wallet-page__subtitle">
        <FormattedMessage id="transfer.pickVenue" />
      </h2>
      <VenueGrid wallets={overview.walletList} onPick={form.pickVenue} />
    </div>
  );
}
