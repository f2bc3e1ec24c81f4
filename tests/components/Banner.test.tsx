import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Slide } from '../../src/api/content';
import { Banner } from '../../src/features/home/Banner';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import type { SiteActors } from '../../src/session/actors';
import { renderWithSite, text } from './renderWithSite';

/**
 * Issue 27: a banner slide is one link — to its activity's landing page when it has an activity — and its art
 * draws no button that does nothing of its own.
 */

const SLIDES: Slide[] = [
  { imgUrl: '/content/banners/banner-1-en.svg', activityId: 101 },
  { imgUrl: '/content/banners/banner-2-en.svg', activityId: null },
];

afterEach(() => {
  window.location.hash = '';
});

const renderBanner = () =>
  renderWithSite(
    <SiteActorsContext.Provider value={{} as SiteActors}>
      <Banner slides={SLIDES} />
    </SiteActorsContext.Provider>,
  );

describe('banner slides', () => {
  it("a slide with an activity is one link to that activity's landing page", async () => {
    window.location.hash = '#/';
    const { container, user } = renderBanner();
    const banner = screen.getByRole('region', { name: text('home.banner') });
    const links = within(banner).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('#/activity/activityLandPage?type=101');
    // The slide holds nothing else a visitor could take for a control.
    expect(links[0].querySelectorAll('a, button')).toHaveLength(0);
    await user.click(links[0]);
    expect(window.location.hash).toBe('#/activity/activityLandPage?type=101');
    // Only arrows and dots are buttons; a slide without an activity is no control at all.
    const slideControls = [...container.querySelectorAll('.banner__slide')].filter((slide) => slide.matches('a, button, [role="button"]'));
    expect(slideControls).toHaveLength(1);
  });

  it('slide art under public/content/banners draws no call-to-action button', () => {
    const folder = join(process.cwd(), 'public/content/banners');
    const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const svg = readFileSync(join(folder, name), 'utf8');
      // A pill (a rounded rectangle whose radius is half its height) filled with the button gradient…
      expect(svg, name).not.toMatch(/<rect[^>]*height="62"[^>]*rx="31"/);
      // …and the button words the art used to carry.
      expect(svg, name).not.toMatch(/CLAIM NOW|JOIN A TABLE|VIEW VIP PERKS|GET THE APP|立即领取|立即領取|立即入座|查看VIP特|立即下载|立即下載/);
    }
  });
});
