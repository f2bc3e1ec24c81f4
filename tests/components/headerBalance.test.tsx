import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as client from '../../src/api/client';
import { getMemberBalance } from '../../src/api/user';
import { MemberBar } from '../../src/features/layout/MemberBar';
import type { SiteActors } from '../../src/session/actors';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import { sessionData } from '../../src/store/session';
import type { MemberBalanceMap } from '../../contract/member';
import { renderWithSite, sessionRecorder, text } from './renderWithSite';

vi.mock('../../src/api/client', async (original) => ({ ...(await original<typeof import('../../src/api/client')>()), call: vi.fn() }));

const MAP = { userBalance: '0.00', venueBalance: '1234.50', totalBalance: '1234.50', availableBalance: '0.00', heldBalance: '0.00' };

/** One reading of getUserBalance, published as the session actor's publishMember publishes it. */
async function readBalance(map: MemberBalanceMap) {
  vi.mocked(client.call).mockResolvedValueOnce({ userBalanceMap: map } as never);
  const { userBalance, heldBalance } = await getMemberBalance();
  sessionData.accountMoney = userBalance;
  sessionData.heldMoney = heldBalance;
}

const renderBar = () =>
  renderWithSite(
    <SiteActorsContext.Provider value={{ session: sessionRecorder() } as unknown as SiteActors}>
      <MemberBar />
    </SiteActorsContext.Provider>,
  );

afterEach(() => {
  sessionData.accountMoney = null;
  sessionData.heldMoney = null;
});

describe('the header balance', () => {
  it('in transfer-free mode shows the member’s money across wallets, not a central 0.00 while it sits in a venue', async () => {
    await readBalance({ ...MAP, walletType: 1, playableBalance: '1234.50' });
    renderBar();
    expect(screen.getByTestId('header-balance').textContent).toBe('1,234.50');
    expect(screen.getByText(text('header.balanceTotal'))).toBeTruthy();
  });

  it('with transfers by hand shows the central wallet, as before', async () => {
    await readBalance({ ...MAP, userBalance: '20.00', availableBalance: '20.00', totalBalance: '1254.50', walletType: 0, playableBalance: '20.00' });
    renderBar();
    expect(screen.getByTestId('header-balance').textContent).toBe('20.00');
    expect(screen.getByText(text('header.balance'))).toBeTruthy();
  });
});
