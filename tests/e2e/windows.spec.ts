import { expect, test, type Page } from '@playwright/test';
import { WINDOWS_CHANNEL } from '../../src/session/openWindows';
import { newMember, seenAgeNotice, signedInAs } from './sandbox';

/**
 * Spec section 4: a page unload within 5 ms of its before-unload is a window close, which clears the
 * session. Only the close of the site's last window does: a reload, a navigation and the close of one of
 * several windows (a game window, a second tab) keep the member signed in.
 */

const memberName = (page: Page) => page.getByTestId('header-user');
const guestForm = (page: Page) => page.locator('[data-scope="header"]');
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('AppToken'));

test.beforeEach(({ page }) => seenAgeNotice(page));

/**
 * How many of the site's windows answer on the windows channel, asked from this page by a probe that
 * says goodbye afterwards (so no window counts it): a close is only tested once the windows know each other.
 */
const windowsAnswering = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const probe = new BroadcastChannel(name);
        const answered = new Set<string>();
        probe.onmessage = ({ data }) => data?.kind === 'here' && answered.add(data.id);
        probe.postMessage({ kind: 'hello', id: 'probe' });
        setTimeout(() => {
          probe.postMessage({ kind: 'bye', id: 'probe' });
          probe.close();
          resolve(answered.size);
        }, 100);
      }),
    WINDOWS_CHANNEL,
  );

test('twenty reloads in a row keep the member signed in', async ({ page, request }) => {
  const member = await newMember(request);
  await signedInAs(page, member.token);
  await page.goto('/#/mine/userInfo');
  await expect(memberName(page)).toHaveText(member.userName);
  for (let reload = 1; reload <= 20; reload += 1) {
    await page.reload();
    await expect(memberName(page), `after reload ${reload}`).toHaveText(member.userName);
    expect(await storedToken(page), `after reload ${reload}`).toBe(member.token);
  }
  await expect(page).toHaveURL(/#\/mine\/userInfo$/);
});

test('a navigation away and back in the same tab keeps the member signed in', async ({ page, request }) => {
  const member = await newMember(request);
  await signedInAs(page, member.token);
  await page.goto('/');
  await expect(memberName(page)).toHaveText(member.userName);
  await page.goto('/favicon.svg');
  await page.goBack();
  await expect(memberName(page)).toHaveText(member.userName);
  await page.goto('/#/finance/wallet');
  await expect(memberName(page)).toHaveText(member.userName);
});

test('closing a game window leaves the main window signed in', async ({ page, context, request }) => {
  const member = await newMember(request);
  await signedInAs(page, member.token);
  await page.goto('/');
  await expect(memberName(page)).toHaveText(member.userName);
  const [game] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/#/play', '_blank'))]);
  await game.waitForLoadState();
  await expect(game.locator('body')).not.toBeEmpty();
  await expect.poll(() => windowsAnswering(game)).toBe(2);
  await game.close({ runBeforeUnload: true });
  await expect.poll(() => storedToken(page)).toBe(member.token);
  await page.reload();
  await expect(memberName(page)).toHaveText(member.userName);
  const again = await context.newPage();
  await again.goto('/');
  await expect(memberName(again)).toHaveText(member.userName);
});

test('closing a second tab leaves the first signed in; closing the last window signs out', async ({ browser, request }) => {
  const member = await newMember(request);
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await seenAgeNotice(first);
    await signedInAs(first, member.token);
    await first.goto('/');
    await expect(memberName(first)).toHaveText(member.userName);
    const second = await context.newPage();
    await seenAgeNotice(second);
    await second.goto('/#/finance/wallet');
    await expect(memberName(second)).toHaveText(member.userName);
    await expect.poll(() => windowsAnswering(second)).toBe(2);
    await second.close({ runBeforeUnload: true });
    await first.reload();
    await expect(memberName(first)).toHaveText(member.userName);

    await expect.poll(() => windowsAnswering(first)).toBe(1);
    await first.close({ runBeforeUnload: true });
    // The closing window's storage write reaches the browser's other processes in its own time: read the
    // site's storage from a page that runs none of the site's script until the token is gone (if the close
    // did not clear it, it never goes and this fails).
    const reader = await context.newPage();
    await reader.goto('/favicon.svg');
    await expect.poll(() => reader.evaluate(() => localStorage.getItem('AppToken'))).toBeNull();
    await reader.close();
    const reopened = await context.newPage();
    await seenAgeNotice(reopened);
    await reopened.goto('/');
    await expect(guestForm(reopened)).toBeVisible();
    expect(await storedToken(reopened)).toBeNull();
  } finally {
    await context.close();
  }
});
