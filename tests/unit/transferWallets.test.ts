import { describe, expect, it } from 'vitest';
import { transferWallets } from '../../src/features/transfer/connectTransfer';
import type { WalletOverview } from '../../src/api/wallet';

/** The transfer form's wallets: central with what can be moved now, then the venues in the site's order. */
const overview = {
  walletType: 0,
  centralBalance: '100.00',
  venueBalance: '12.50',
  walletList: [
    { platType: 'rlive', apiTitle: 'R Live', balance: '12.50', locked: false },
    { platType: 'gsport', apiTitle: 'G Sport', balance: '0.00', locked: false },
  ],
} as unknown as WalletOverview;

describe('transferWallets', () => {
  it('offers the central wallet without what a withdrawal under review holds', () => {
    // 100.00 in the central wallet, 30.00 of it held by a withdrawal: the header reads 70.00 available.
    const [central] = transferWallets(overview, 70, 'Central');
    expect(central).toEqual({ value: 'central', label: 'Central', balance: 70 });
  });

  it('falls back to the whole central wallet before the first balance reading', () => {
    expect(transferWallets(overview, null, 'Central')[0].balance).toBe(100);
  });

  it('lists the venues after central, in the order the server gave, with their balances as numbers', () => {
    expect(transferWallets(overview, 70, 'Central').slice(1)).toEqual([
      { value: 'rlive', label: 'R Live', balance: 12.5 },
      { value: 'gsport', label: 'G Sport', balance: 0 },
    ]);
  });
});
