import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AccountShell } from '../../src/features/account/AccountShell';
import { renderWithSite } from './renderWithSite';

afterEach(() => {
  window.location.hash = '';
});

const entries = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('.account-shell__menu [data-entry]')].map((link) => [link.dataset.entry, link.getAttribute('href')]);

describe('the account shell’s menu', () => {
  it('has an entry for every account page, under the ids of spec section 2 (2, 3 and 7, which it leaves unnamed, for VIP, welfare and gift records)', () => {
    window.location.hash = '#/mine/userInfo';
    renderWithSite(<AccountShell panel={null}>page</AccountShell>);
    expect(entries()).toEqual([
      ['1', '#/mine/userInfo'],
      ['2', '#/mine/vip'],
      ['3', '#/record/welfare'],
      ['4', '#/finance/wallet'],
      ['5', '#/record/transRecord?type=transfer'],
      ['6', '#/record/betRecord'],
      ['7', '#/record/giftRecord'],
      ['8', '#/mail'],
      ['9', '#/feedback'],
    ]);
  });

  it('marks the entry of the page the member is on', () => {
    window.location.hash = '#/record/welfare';
    renderWithSite(<AccountShell panel={null}>page</AccountShell>);
    expect(screen.getByRole('link', { current: 'page' }).dataset.entry).toBe('3');
  });
});
