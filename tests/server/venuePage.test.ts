import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { fillTemplate, venuePage } from '../../server/features/sandbox/venuePage';

const asset = (name: string) => readFileSync(new URL(`../../server/features/sandbox/venue-page/${name}`, import.meta.url), 'utf8');

describe('the sandbox venue page template', () => {
  it('escapes every value it fills in', () => {
    const page = venuePage({ language: 'en', platType: 'x"><script>', title: '<b>Tom & "Jerry"</b>', imageUrl: '/a.svg" onerror="alert(1)' });
    expect(page).toContain('<h1>&#60;b&#62;Tom &#38; &#34;Jerry&#34;&#60;/b&#62;</h1>');
    expect(page).toContain('data-plat-type="x&#34;&#62;&#60;script&#62;"');
    expect(page).toContain('src="/a.svg&#34; onerror=&#34;alert(1)"');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('onerror="');
  });

  it('refuses a placeholder it has no value for', () => {
    expect(() => fillTemplate('<p>{{missing}}</p>', {})).toThrow('no value for {{missing}}');
  });

  it('has no inline script, style or event handler, so that default-src \'self\' allows all it needs', () => {
    const page = venuePage({ language: 'zh', platType: 'rlive', title: '皇家真人', imageUrl: '/content/providers/rlive.svg' });
    expect(page).not.toMatch(/<style|style=|\son[a-z]+=/i);
    for (const script of page.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? []) expect(script).toMatch(/^<script src="\/web\/sandbox\/venue-page\/page\.js" defer><\/script>$/);
    expect(page).toContain('<link rel="stylesheet" href="/web/sandbox/venue-page/page.css">');
  });
});

describe('the sandbox venue page assets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it.each([
    ['page.css', /^text\/css/],
    ['page.js', /^text\/javascript/],
  ])('serves %s', async (name, type) => {
    const response = await h.app.inject({ method: 'GET', url: `/web/sandbox/venue-page/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.body).toBe(asset(name));
  });

  it.each(['page.html', 'venuePage.ts', '..%2FvenuePage.ts', 'constructor'])('serves nothing else: %s', async (name) => {
    const response = await h.app.inject({ method: 'GET', url: `/web/sandbox/venue-page/${name}` });
    expect(response.statusCode).toBe(404);
  });

  it('is not there outside the sandbox', async () => {
    const production = await startHarness({ sandbox: false });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/web/sandbox/venue-page/page.js' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
