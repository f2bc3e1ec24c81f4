import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { withFirstBanners } from '../../server/features/content/sitePage';

const LANGUAGES = ['zh', 'hk', 'en'] as const;

/** A built site in miniature: the page, one hashed script with its compressed copy, and a piece of art. */
function miniSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-page-'));
  mkdirSync(join(dir, 'js'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>t</title>\n  </head>\n  <body></body>\n</html>\n');
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  writeFileSync(join(dir, 'js', 'index-AbCd1234.js'), script);
  writeFileSync(join(dir, 'js', 'index-AbCd1234.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The addresses in the page's first-banners tag. */
function bannersOf(html: string): Record<string, string> {
  const content = /<meta name="first-banners" content="([^"]*)"/.exec(html)?.[1];
  expect(content, 'the page names the first banners').toBeDefined();
  return JSON.parse(content!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as Record<string, string>;
}

describe('the site page', () => {
  let h: Harness;
  let site: string;
  beforeAll(async () => {
    site = miniSite();
    h = await startHarness({ staticDir: site });
  });
  afterAll(async () => {
    await h.close();
    rmSync(site, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: '/', headers });

  it('names the first web banner of each language, the image the slides call answers first', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const banners = bannersOf(response.body);
    for (const lang of LANGUAGES) {
      const { body } = await h.call({ method: 'POST', url: '/web/guest/index/getSilde?position=1&device=1', headers: { lang } });
      const first = (body.slideList as Array<{ imgUrl: string }>)[0].imgUrl;
      expect(banners[lang]).toBe(first);
      expect(first).toContain(`-${lang}.svg`);
    }
    // Before the head's scripts, which read it, and after the charset, which must come first.
    expect(response.body.indexOf('first-banners')).toBeGreaterThan(response.body.indexOf('<meta charset'));
  });

  it('is never cached and keeps the site-wide security headers', async () => {
    const response = await page();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('names a changed banner at once', async () => {
    const before = bannersOf((await page()).body).zh;
    await h.db.updateTable('slides_texts').set({ img_url: '/content/banners/new-zh.svg' }).where('img_url', '=', before).execute();
    expect(bannersOf((await page()).body).zh).toBe('/content/banners/new-zh.svg');
    await h.db.updateTable('slides_texts').set({ img_url: before }).where('img_url', '=', '/content/banners/new-zh.svg').execute();
  });

  it('comes gzipped to a browser that accepts it, the same page', async () => {
    const plain = await page();
    const zipped = await page({ 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends the compressed copy of a built file when the browser accepts it, still cached for a year', async () => {
    const plain = await h.app.inject({ method: 'GET', url: '/js/index-AbCd1234.js' });
    const zipped = await h.app.inject({ method: 'GET', url: '/js/index-AbCd1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    for (const response of [plain, zipped]) expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Files without a hash in their name are checked again each time.
    expect((await h.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('the first-banners tag', () => {
  it('escapes what would end the attribute or start a tag', () => {
    const html = withFirstBanners('<head><meta charset="UTF-8" /></head>', { zh: '/a"b<c&d.svg' });
    const attribute = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(attribute).toContain('&quot;b&lt;c&amp;d');
    expect(attribute).not.toMatch(/[<]/);
    expect(bannersOf(html).zh).toBe('/a"b<c&d.svg');
  });
});
