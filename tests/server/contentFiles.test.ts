import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ContentFileError, readContentFiles } from '../../server/features/content/contentFiles';
import { checkHelpHtml } from '../../server/features/content/helpHtml';
import { migrateToLatest } from '../../server/db/migrate';
import { openSqlite } from '../../server/db/connect';
import { seedPublicContent, seedSiteContent } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { createClock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { createSandboxSms } from '../../server/adapters/sms';
import { sandboxVenues } from '../../server/adapters/venues';
import { scratchDatabase, type ScratchDatabase } from './scratchDatabase';

const LANGUAGES = ['zh', 'hk', 'en'] as const;

/** A copy of the content folder that a test may edit. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

const edit = (dir: string, path: string, change: (text: string) => string) => {
  const file = join(dir, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
};

describe('the content folder', () => {
  const files = readContentFiles();

  it('has the 18 help topics, each in zh, hk and en and nothing else', () => {
    expect(files.helpArticles).toHaveLength(18);
    for (const article of files.helpArticles) {
      expect(readdirSync(join(CONTENT_DIR, 'help', article.type)).sort()).toEqual(['en.html', 'hk.html', 'zh.html']);
      for (const lang of LANGUAGES) {
        expect(article.title[lang].trim()).not.toBe('');
        expect(article.body[lang]).toMatch(/^<h2>/);
        expect(checkHelpHtml(article.body[lang])).toBeNull();
      }
      // Three real translations: traditional Chinese is not the simplified text, English is neither.
      expect(new Set(LANGUAGES.map((lang) => article.body[lang])).size).toBe(3);
    }
  });

  it('lists the 33 venues (32 providers and our own) of the 7 game categories and the 13 register items', () => {
    expect(files.platforms).toHaveLength(33);
    expect(files.gameCategories.map((category) => category.gameType)).toEqual([3, 1, 2, 4, 5, 6, 7]);
    expect(files.registerItems.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(files.terms.map((terms) => terms.key)).toEqual(['register']);
  });
});

describe('help article HTML', () => {
  it.each([
    ['<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="#/help?type=kh">a link</a> &gt; &amp;</p>', null],
    ['<p>x</p><script>alert(1)</script>', 'line 1: <script> is not allowed in a help article'],
    ['<p onclick="x()">x</p>', 'line 1: <p onclick="x()"> has attributes that are not allowed (only a href="#/..." is)'],
    ['<p><a href="https://elsewhere.test/">x</a></p>', 'line 1: <a href="https://elsewhere.test/"> has attributes that are not allowed (only a href="#/..." is)'],
    ['<p>\n<img src="/x.png"></p>', 'line 2: <img> is not allowed in a help article'],
    ['<p>1 < 2</p>', 'line 1: a stray "<" (write &lt;)'],
    ['<p>a & b</p>', 'line 1: "&" must start an entity such as &amp;'],
    ['<ul><li>x</ul>', 'line 1: </ul> closes an element that is not open'],
    ['<p>x', '<p> is never closed'],
  ])('%s → %s', (body, problem) => {
    expect(checkHelpHtml(body)).toBe(problem);
  });
});

describe('a malformed content file stops the start with a clear error', () => {
  let dir: string;
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = openSqlite(':memory:');
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it.each<[string, (dir: string) => void, string]>([
    ['a list that is not JSON', (d) => edit(d, 'notices.json', (text) => text.replace('[', '[,')), 'content file notices.json: is not valid JSON'],
    [
      'a text without its English',
      (d) => edit(d, 'game-categories.json', (text) => text.replace('"en": "Sports"', '"english": "Sports"')),
      'content file game-categories.json: /0/name',
    ],
    [
      'a venue title longer than its column',
      (d) => edit(d, 'platforms.json', (text) => text.replace('"en": "Golden Sports"', `"en": "${'x'.repeat(65)}"`)),
      'content file platforms.json: /0/title/en',
    ],
    ['a missing language of a topic', (d) => unlinkSync(join(d, 'help/kh/hk.html')), 'content file help/kh/hk.html: is missing'],
    [
      'an article without a title',
      (d) => edit(d, 'help/kh/en.html', (text) => text.replace(/^---\ntitle: [^\n]*\n/, '---\n')),
      'content file help/kh/en.html: front matter has no title',
    ],
    [
      'an article with a script',
      (d) => edit(d, 'help/kh/zh.html', (text) => text.replace('</h2>\n', '</h2>\n<script>alert(1)</script>\n')),
      'content file help/kh/zh.html: line 5: <script> is not allowed in a help article',
    ],
    [
      'a topic folder not in topics.json',
      (d) => {
        mkdirSync(join(d, 'help/extra'));
        for (const lang of LANGUAGES) writeFileSync(join(d, `help/extra/${lang}.html`), '---\ntitle: Extra\n---\n<p>x</p>\n');
      },
      'content file help/extra: is not listed in help/topics.json',
    ],
    [
      'a venue of an unknown game type',
      (d) => edit(d, 'platforms.json', (text) => text.replace('"gameType": 3', '"gameType": 99')),
      'content file platforms.json: gsport has gameType 99, which game-categories.json does not list',
    ],
    ['a venue listed twice', (d) => edit(d, 'platforms.json', (text) => text.replace('"platType": "nsb"', '"platType": "gsport"')), 'content file platforms.json: platType gsport appears twice'],
  ])('%s', async (_label, breakIt, problem) => {
    dir = contentCopy();
    breakIt(dir);
    const loading = seedPublicContent(db, { dir });
    await expect(loading).rejects.toThrow(ContentFileError);
    await expect(loading).rejects.toThrow(problem);
    // Refused before any write.
    expect(await db.selectFrom('content_versions').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('help_articles').selectAll().execute()).toEqual([]);
  });
});

describe('an edited content file reaches an existing database at the next start', () => {
  let database: ScratchDatabase;
  let dir: string;
  const warnings: string[] = [];

  /** What main.ts does at start: migrate, seed, load the content, serve. */
  async function start() {
    const db = database.open();
    const clock = createClock();
    await migrateToLatest(db);
    await seedSiteContent(db);
    const report = await seedPublicContent(db, { dir, warn: (message) => warnings.push(message) });
    const app = await buildApp({ db, clock, config: { ...readConfig({}), staticDir: null, logger: false }, sms: createSandboxSms(db, clock), venues: sandboxVenues });
    const post = async (url: string, lang: (typeof LANGUAGES)[number]) =>
      (await app.inject({ method: 'POST', url: `/web${url}`, headers: { lang } })).json();
    return {
      db,
      report,
      post,
      async stop() {
        await app.close();
        await db.destroy();
      },
    };
  }

  beforeAll(async () => {
    database = await scratchDatabase('content');
    dir = contentCopy();
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes every item on the first start, then only what changed', async () => {
    const first = await start();
    expect(first.report.written).toHaveLength(
      Object.values(readContentFiles(dir)).reduce((sum, items) => sum + (items as unknown[]).length, 0),
    );
    const before = await first.post('/guest/help/getHelpDetail?type=kh', 'en');
    expect(before.helpDetail.body).toContain('<h2>');
    await first.stop();

    edit(dir, 'help/kh/en.html', (text) => text.replace('</h2>', '</h2>\n<p>Edited after the first start.</p>'));
    edit(dir, 'notices.json', (text) => text.replace('"en": "Welcome to Golden Arena"', '"en": "Welcome back to Golden Arena"'));

    const second = await start();
    try {
      expect(second.report).toEqual({ written: ['notice 1', 'helpArticle kh'], kept: [] });
      const after = await second.post('/guest/help/getHelpDetail?type=kh', 'en');
      expect(after.helpDetail.body).toBe(before.helpDetail.body.replace('</h2>', '</h2>\n<p>Edited after the first start.</p>'));
      expect(after.helpDetail.title).toBe(before.helpDetail.title);
      expect((await second.post('/guest/index/getNotice', 'en')).noticeList[0].title).toBe('Welcome back to Golden Arena');
      // Other languages are untouched.
      expect((await second.post('/guest/index/getNotice', 'zh')).noticeList[0].title).toBe('欢迎来到金域体育');
    } finally {
      await second.stop();
    }

    const third = await start();
    expect(third.report).toEqual({ written: [], kept: [] });
    await third.stop();
  });

  it('keeps a row an operator changed, and says so when its file changed too', async () => {
    const setup = await start();
    await setup.db.updateTable('platforms_texts').set({ title: 'Fish King (operator)' }).where('plat_type', '=', 'fhk').where('language_type', '=', 3).execute();
    await setup.db.updateTable('notices_texts').set({ title: 'VIP (operator)' }).where('notice_id', '=', 2).where('language_type', '=', 3).execute();
    await setup.stop();
    edit(dir, 'platforms.json', (text) => text.replace('"en": "Fish King"', '"en": "Fish King II"'));
    edit(dir, 'platforms.json', (text) => text.replace('"en": "Ocean Hunter"', '"en": "Ocean Hunter II"'));
    warnings.length = 0;

    const next = await start();
    try {
      expect(next.report).toEqual({ written: ['platform ocn'], kept: ['platform fhk'] });
      expect(warnings).toEqual([expect.stringContaining('content platform fhk: its file changed, but its database row was changed')]);
      const venues = (await next.post('/guest/apiCode/getAllPlatTypes?gameType=6', 'en')).platTypes;
      expect(venues.fhk).toMatchObject({ apiTitle: 'Fish King (operator)', eng: 'Fish King (operator)' });
      expect(venues.ocn).toMatchObject({ apiTitle: 'Ocean Hunter II' });
      expect((await next.post('/guest/index/getNotice', 'en')).noticeList[1].title).toBe('VIP (operator)');
    } finally {
      await next.stop();
    }
  });
});
