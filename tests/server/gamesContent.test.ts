import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost } from './flows';
import { scratchDatabase } from './scratchDatabase';
import { CONTENT_DIR, ContentFileError, readContentFiles } from '../../server/features/content/contentFiles';
import { loadContent } from '../../server/features/content/loadContent';
import { migrateToLatest } from '../../server/db/migrate';
import { listGames } from '../../server/features/games/catalogue';
import { gameArt, gameArtFile } from '../tooling/gameArt';

/** The catalogue's content: games.json through the content loader, the rebate table, and the art of every game. */

const contentCopy = () => {
  const dir = mkdtempSync(join(tmpdir(), 'games-content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
};
const editJson = (dir: string, file: string, change: (data: never) => void) => {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as never;
  change(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
};

describe('games.json', () => {
  const { games, platforms } = readContentFiles();

  it('has 12 to 40 games for each e-game, fishing, chess and live venue, named in zh, hk and en', () => {
    for (const gameType of [1, 2, 6, 7]) {
      const venues = platforms.filter((platform) => platform.gameType === gameType);
      expect(venues.length).toBeGreaterThan(0);
      for (const venue of venues) {
        const count = games.filter((game) => game.platType === venue.platType).length;
        expect(count, venue.platType).toBeGreaterThanOrEqual(12);
        expect(count, venue.platType).toBeLessThanOrEqual(40);
      }
    }
    for (const game of games) {
      expect(game.name.zh).not.toBe(game.name.en);
      expect(game.gameCode.startsWith(`${game.platType}-`)).toBe(true);
    }
  });

  it('refuses a game of a venue that does not exist and a code used twice in one venue', () => {
    const dir = contentCopy();
    try {
      editJson(dir, 'games.json', (data: Array<{ platType: string }>) => {
        data[0].platType = 'nosuch';
      });
      expect(() => readContentFiles(dir)).toThrow(ContentFileError);
      expect(() => readContentFiles(dir)).toThrow(/nosuch/);
      cpSync(join(CONTENT_DIR, 'games.json'), join(dir, 'games.json'));
      editJson(dir, 'games.json', (data: Array<{ gameCode: string }>) => {
        data[1].gameCode = data[0].gameCode;
      });
      expect(() => readContentFiles(dir)).toThrow(/appears twice/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('game art', () => {
  it('every game has its picture under public/, exactly as tests/tooling/gameArt.ts makes it, small and self-contained', () => {
    const { games } = readContentFiles();
    for (const game of games) {
      const file = gameArtFile(game.gameCode);
      expect(existsSync(file), `${file} is missing: run npx tsx tests/tooling/gameArt.ts`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, `${file} is stale: run npx tsx tests/tooling/gameArt.ts`).toBe(gameArt(game));
      expect(svg.length).toBeLessThan(4096);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(svg).not.toMatch(/@font-face|<image|<script/);
    }
  });

  it('is the same for the same game and differs between games', () => {
    const [first, second] = readContentFiles().games;
    expect(gameArt(first)).toBe(gameArt(first));
    expect(gameArt(first)).not.toBe(gameArt(second));
    expect(gameArt({ ...first, name: { ...first.name, en: 'Tom & <Jerry>' } })).toContain('Tom &#38; &#60;Jerry&#62;');
  });
});

describe('the content loader with games', () => {
  it('brings an edited game name and hot rank to an existing database, and nothing else', async () => {
    const database = await scratchDatabase('content');
    const dir = contentCopy();
    try {
      const db = database.open();
      try {
        await migrateToLatest(db);
        await loadContent(db, { dir });
        const list = () => listGames(db, { language: 'en', userId: null, term: '', query: { platType: 'pgx', pageSize: 1 } });
        expect((await list()).records[0].gameName).toBe('Fortune Dragon');
        editJson(dir, 'games.json', (data: Array<{ name: { en: string }; hotRank: number }>) => {
          data[0].name.en = 'Fortune Dragon Deluxe';
          data[0].hotRank = 9;
        });
        const report = await loadContent(db, { dir });
        expect(report).toEqual({ written: ['game 1'], kept: [] });
        const [game] = (await list()).records;
        expect(game).toMatchObject({ id: 1, gameName: 'Fortune Dragon Deluxe', hotRank: 9 });
        const zh = await listGames(db, { language: 'zh', userId: null, term: '', query: { platType: 'pgx', pageSize: 1 } });
        expect(zh.records[0].gameName).toBe('财富龙');
        expect(await loadContent(db, { dir })).toEqual({ written: [], kept: [] });
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the rebate table', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('gives each game type a ratio for VIP levels 0 to 10, at most 1.2 %, never falling with the level', async () => {
    const member = await createMember(h, 'rebate001');
    const { gameCategories } = readContentFiles();
    let highest = 0;
    for (const { gameType } of gameCategories) {
      const response = await memberPost(h, member.token, '/strategy/queryWaterStrategyByGameType', { query: { gameType } });
      expectSuccess(response);
      const list = response.body.waterStrategyList as Array<{ vipLevel: number; ratio: string }>;
      expect(list.map((entry) => entry.vipLevel)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const ratios = list.map((entry) => Number(entry.ratio));
      for (const entry of list) expect(entry.ratio).toMatch(/^\d\.\d\d$/);
      for (const [level, ratio] of ratios.entries()) {
        expect(ratio).toBeLessThanOrEqual(1.2);
        if (level > 0) expect(ratio).toBeGreaterThanOrEqual(ratios[level - 1]);
      }
      expect(ratios[10]).toBeGreaterThan(ratios[0]);
      highest = Math.max(highest, ...ratios);
    }
    expect(highest).toBe(1.2);
    const none = await memberPost(h, member.token, '/strategy/queryWaterStrategyByGameType', { query: { gameType: 99 } });
    expect(none.body.waterStrategyList).toEqual([]);
    expectFailure(await memberPost(h, member.token, '/strategy/queryWaterStrategyByGameType', { headers: { lang: 'en' } }), 400, 'error.badParameter', 'en', { name: 'gameType' });
    expect((await memberPost(h, undefined, '/strategy/queryWaterStrategyByGameType', { query: { gameType: 1 } })).status).toBe(401);
  });

  it('refuses a file above 1.2 %, with a level missing, or falling with the level', () => {
    const cases: Array<[(data: Array<{ ratioBp: number[] }>) => void, RegExp]> = [
      [(data) => void (data[0].ratioBp[10] = 121), /ratioBp\/10/],
      [(data) => void data[0].ratioBp.pop(), /ratioBp/],
      [(data) => void (data[0].ratioBp[5] = 0), /fall with the VIP level/],
    ];
    for (const [breakIt, problem] of cases) {
      const dir = contentCopy();
      try {
        editJson(dir, 'rebates.json', breakIt as (data: never) => void);
        expect(() => readContentFiles(dir)).toThrow(problem);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('the database refuses a ratio above 1.2 % too', async () => {
    await expect(h.db.updateTable('game_rebates').set({ ratio_bp: 121 }).where('game_type', '=', 1).where('vip_level', '=', 10).execute()).rejects.toThrow();
  });
});
