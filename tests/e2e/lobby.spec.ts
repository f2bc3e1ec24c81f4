import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newMember, seenAgeNotice } from './sandbox';

/**
 * The e-game lobby end to end (issue 12): a search by name, a popular-search chip, and the favourite
 * star for a guest (the login prompt) and for a member (kept after a reload). The lobby's rules are
 * tested on the machine and its screen; this walks them once against the real server.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

const cardNames = (page: Page) => page.locator('.game-card__name');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: zh['games.lobby.search'] });

test('a guest searches by name, and starring a game asks them to log in', async ({ page }) => {
  await seenAgeNotice(page);
  await page.goto('/#/game/egame/2');
  await expect(cardNames(page).first()).toBeVisible();
  const everything = await page.locator('.game-lobby__count').textContent();

  // Typing searches by itself once the typing pauses.
  await searchBox(page).fill('Dragon');
  await expect(page.locator('.game-lobby__count')).not.toHaveText(everything!);
  await expect(cardNames(page).filter({ hasText: '财富龙' })).toBeVisible();
  for (const name of await cardNames(page).allTextContents()) expect(name).toContain('龙');

  await page.locator('.game-card').first().locator('.game-card__star').click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText(zh['prompt.loginFirst']);
  await prompt.getByRole('button', { name: zh['common.cancel'] }).click();
  await expect(prompt).toBeHidden();
  await expect(page.locator('.game-card').first().locator('.game-card__star')).toHaveAttribute('aria-pressed', 'false');
});

test('a member searches with a popular-search chip and keeps a favourite after a reload', async ({ page, request }) => {
  // Searches counted by the server make the chips: "koi" three times is the most searched this week.
  for (let index = 0; index < 3; index += 1) await request.post('/web/guest/apiCode/getGameList?gameType=2&gameName=koi');
  await seenAgeNotice(page);
  const member = await newMember(request);
  await page.addInitScript((value) => localStorage.setItem('AppToken', value), member.token);
  await page.goto('/#/game/egame/2');
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);

  const chip = page.locator('.search-chip').first();
  await expect(chip).toHaveText('koi');
  await chip.click();
  await expect(searchBox(page)).toHaveValue('koi');
  await expect(chip).toHaveClass(/is-active/);
  await expect(cardNames(page).filter({ hasText: '锦鲤' }).first()).toBeVisible();
  for (const name of await cardNames(page).allTextContents()) expect(name).toContain('锦鲤');

  const card = page.locator('.game-card').first();
  const gameId = await card.getAttribute('data-game');
  await card.locator('.game-card__star').click();
  await expect(page.getByText(zh['games.favourited'])).toBeVisible();
  await expect(card.locator('.game-card__star')).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  await page.getByRole('button', { name: zh['games.lobby.tab.collect'] }).click();
  const kept = page.locator(`.game-card[data-game="${gameId}"]`);
  await expect(kept.locator('.game-card__star')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.game-card')).toHaveCount(1);
});
