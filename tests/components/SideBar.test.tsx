import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SideBar } from '../../src/features/layout/SideBar';
import { sessionData } from '../../src/store/session';
import { renderWithSite, text } from './renderWithSite';

/**
 * Issue 27: the side bar is a fixed, transformed box, so a dialog drawn inside it is positioned against the
 * bar (clipped off the right edge, its backdrop covering only the bar). Its dialogs render into document.body.
 */

const SERVICE_LINK = 'https://chat.example.test/room?site=golden';

beforeEach(() => {
  sessionData.baseInfo = { customerServiceLink: SERVICE_LINK };
  window.location.hash = '#/';
});

afterEach(() => {
  sessionData.baseInfo = {};
  vi.restoreAllMocks();
});

describe('side bar dialogs', () => {
  it('the customer-service dialog is drawn in document.body, outside the bar, and takes focus', async () => {
    const { user } = renderWithSite(<SideBar />);
    await user.click(screen.getByRole('button', { name: text('side.service') }));
    const dialog = await screen.findByRole('dialog', { name: text('service.title') });
    expect(dialog.closest('aside')).toBeNull();
    // The backdrop (the dialog's parent) is a child of body itself: it covers the viewport, not the bar.
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    // Focus moves in an effect after the dialog is drawn: on a busy machine, a moment later.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('the security dialog is drawn in document.body too', async () => {
    const { user } = renderWithSite(<SideBar />);
    await user.click(screen.getByRole('button', { name: text('side.security') }));
    const dialog = await screen.findByRole('dialog', { name: text('tips.title') });
    expect(dialog.closest('aside')).toBeNull();
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('"contact customer service" opens the configured link in a new window with noopener and leaves this page where it is', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithSite(<SideBar />);
    await user.click(screen.getByRole('button', { name: text('side.service') }));
    await user.click(await screen.findByRole('button', { name: text('service.open') }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(SERVICE_LINK, '_blank', 'noopener');
    expect(window.location.hash).toBe('#/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with no configured link the customer-service page opens in the new window', async () => {
    sessionData.baseInfo = {};
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithSite(<SideBar />);
    await user.click(screen.getByRole('button', { name: text('side.service') }));
    await user.click(await screen.findByRole('button', { name: text('service.open') }));
    expect(open).toHaveBeenCalledWith('/#/customer/main', '_blank', 'noopener');
    expect(window.location.hash).toBe('#/');
  });
});
