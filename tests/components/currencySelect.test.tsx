import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as settingsApi from '../../src/api/settings';
import * as userApi from '../../src/api/user';
import { ApiFailure } from '../../src/api/client';
import { CurrencySelect } from '../../src/features/layout/CurrencySelect';
import { sessionData } from '../../src/store/session';
import type { MemberInfo } from '../../contract/member';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/settings', () => ({ getSysConfigValue: vi.fn() }));
vi.mock('../../src/api/user', () => ({ changeCurrency: vi.fn() }));

const getSetting = vi.mocked(settingsApi.getSysConfigValue);
const changeCurrency = vi.mocked(userApi.changeCurrency);
const toggle = () => screen.getByRole('button', { name: text('currency.current', { currency: 'CNY' }) });

beforeEach(() => {
  sessionData.userInfo = { userName: 'member01', currencyType: 1 } as MemberInfo;
  getSetting.mockReset();
  changeCurrency.mockReset();
});
afterEach(() => {
  sessionData.userInfo = null;
});

describe("the header's currency selector", () => {
  it('with the default offer (CNY alone) shows CNY and says why there is no other', async () => {
    getSetting.mockResolvedValue('CNY');
    const { user } = renderWithSite(<CurrencySelect />);
    await waitFor(() => expect(getSetting).toHaveBeenCalledWith('currencies', { handles: 'all' }));
    expect(toggle().textContent).toBe('CNY');
    await user.click(toggle());
    expect(screen.getByTestId('currency-only').textContent).toBe(text('currency.only', { currency: 'CNY' }));
    expect(screen.queryByRole('button', { name: 'HKD' })).toBeNull();
  });

  it('offers the operator’s currencies, and a change made reloads the member', async () => {
    getSetting.mockResolvedValue('CNY,HKD');
    changeCurrency.mockResolvedValue();
    const { user, sessionEvents } = renderWithSite(<CurrencySelect />);
    await user.click(toggle());
    const hkd = await screen.findByRole('button', { name: 'HKD' });
    expect(screen.getByRole('button', { name: 'CNY' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'USD' })).toBeNull();
    await user.click(hkd);
    expect(changeCurrency).toHaveBeenCalledWith(2, { handles: 'all' });
    await waitFor(() => expect(sessionEvents().map((event) => event.type)).toContain('REFRESH_MEMBER'));
    expect(screen.queryByRole('button', { name: 'HKD' })).toBeNull();
  });

  it("shows the server's refusal in place (money still held) and keeps the member as they were", async () => {
    getSetting.mockResolvedValue('CNY,HKD');
    changeCurrency.mockRejectedValue(new ApiFailure(409, 'You still hold money in CNY.'));
    const { user, sessionEvents } = renderWithSite(<CurrencySelect />);
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'HKD' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You still hold money in CNY.');
    expect(sessionEvents().map((event) => event.type)).not.toContain('REFRESH_MEMBER');
    expect(toggle().textContent).toBe('CNY');
  });

  it('keeps the default offer when the setting cannot be read', async () => {
    getSetting.mockRejectedValue(new ApiFailure(-1, 'call.network'));
    const { user } = renderWithSite(<CurrencySelect />);
    await waitFor(() => expect(getSetting).toHaveBeenCalled());
    await user.click(toggle());
    expect(screen.getByTestId('currency-only')).toBeTruthy();
  });
});
