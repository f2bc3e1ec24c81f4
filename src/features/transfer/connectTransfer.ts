import type { SnapshotFrom } from 'xstate';
import { CENTRAL, type transferMachine, type TransferEvent } from '../../../machines/transfer';
import type { WalletOverview } from '../../api/wallet';
import { spendableCentral } from '../../store/wallet';

/**
 * The wallet the form moves money to when the page opens: the first venue of
 * the member's list (the server lists them in the site's order), or the
 * central wallet when there is no venue.
 */
export function defaultTransferTarget(venues: ReadonlyArray<{ platType: string }>): string {
  return venues[0]?.platType ?? CENTRAL;
}

export interface TransferWallet {
  value: string;
  label: string;
  balance: number;
}

/**
 * The wallets the form offers, central first with the money that can be moved now (a withdrawal under
 * review holds the rest; the server refuses to move it), then the member's venues in the site's order.
 */
export function transferWallets(overview: WalletOverview, accountMoney: number | null, centralLabel: string): TransferWallet[] {
  return [
    { value: CENTRAL, label: centralLabel, balance: spendableCentral(accountMoney, overview) },
    ...overview.walletList.map((wallet) => ({ value: wallet.platType, label: wallet.apiTitle, balance: Number(wallet.balance) })),
  ];
}

/** The transfer form's state as the view shows it. */
export function connectTransfer(state: SnapshotFrom<typeof transferMachine>, send: (event: TransferEvent) => void) {
  return {
    from: state.context.from,
    to: state.context.to,
    amount: state.context.amount,
    problem: state.context.problem,
    busy: state.hasTag('busy'),
    submitting: state.hasTag('submitting'),
    recycling: state.hasTag('recycling'),
    setFrom: (wallet: string) => send({ type: 'SET_FROM', wallet }),
    setTo: (wallet: string) => send({ type: 'SET_TO', wallet }),
    setAmount: (amount: string) => send({ type: 'SET_AMOUNT', amount }),
    /** A venue picked from the grid is where the money goes (from the central wallet), as its tile says. */
    pickVenue: (platType: string) => send({ type: 'PICK_VENUE', wallet: platType }),
    swap: () => send({ type: 'SWAP' }),
    submit: () => send({ type: 'SUBMIT' }),
    recycle: () => send({ type: 'RECYCLE' }),
  };
}
