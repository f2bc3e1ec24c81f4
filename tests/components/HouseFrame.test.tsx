import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import HouseLobbyPage from '../../src/features/house/HouseLobbyPage';
import { HouseFrame } from '../../src/features/house/HouseFrame';
import { sessionData } from '../../src/store/session';
import { renderWithSite, text } from './renderWithSite';

/**
 * Issue 27: the in-house venue's window keeps the site's look, with a header and a footer like the site's,
 * and shows the balance: the lobby the site header's figure (the store's value), a game its own.
 */

afterEach(() => {
  sessionData.accountMoney = null;
  sessionData.baseInfo = {};
});

describe('the house window', () => {
  it('has the site’s header (its logo back home) and footer (responsible gaming, copyright, the member’s bet records)', () => {
    sessionData.baseInfo = { siteName: 'Golden Arena', logo: '/brand/logo.svg' };
    renderWithSite(<HouseLobbyPage />);
    const header = screen.getByRole('banner');
    const home = within(header).getByRole('link', { name: text('header.home') });
    expect(home.getAttribute('href')).toBe('#/');
    expect(within(home).getByRole('img').getAttribute('src')).toBe('/brand/logo.svg');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe(text('house.lobby.title'));
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(text('footer.responsible'));
    // The age the age notice asks for (21, spec section 1's notice), as the site's footer says it.
    expect(within(footer).getByText('21+')).toBeTruthy();
    expect(footer.textContent).toContain(text('footer.copyright', { year: new Date().getFullYear(), siteName: 'Golden Arena' }));
    expect(within(footer).getByRole('link', { name: text('menu.betRecord') }).getAttribute('href')).toBe('#/record/betRecord');
  });

  it('shows the lobby the balance the site header shows, from the store, and follows it', async () => {
    renderWithSite(<HouseLobbyPage />);
    const balance = screen.getByTestId('house-balance');
    expect(balance.textContent).toBe(`${text('header.balance')}--`);
    await act(async () => {
      sessionData.accountMoney = 1234.5;
    });
    expect(balance.textContent).toBe(`${text('header.balance')}1,234.50`);
    await act(async () => {
      sessionData.accountMoney = 0;
    });
    expect(balance.textContent).toBe(`${text('header.balance')}0.00`);
  });

  it('shows a game its own wallet’s balance under the game’s label', () => {
    renderWithSite(
      <HouseFrame title="house.keno.title" balance="88.00" theme="lottery">
        <p>board</p>
      </HouseFrame>,
    );
    expect(screen.getByTestId('house-balance').textContent).toBe(`${text('house.balance')}88.00`);
    expect(screen.getByRole('link', { name: text('house.back') })).toBeTruthy();
  });
});
