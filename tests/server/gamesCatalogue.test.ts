import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost, type Lang } from './flows';
import { readContentFiles } from '../../server/features/content/contentFiles';
import { PAGE_SIZE_MAX } from '../../machines/rules/paging';
import type { Game, GamePage } from '../../contract/games';

/** The game catalogue: listing by type, venue and name, paging, the popular tab, favourites and the collected flag. */

const { games } = readContentFiles();
const inFile = (filter: (game: (typeof games)[number]) => boolean) => games.filter(filter);

let h: Harness;
let serial = 0;
const freshMember = () => createMember(h, `cat${String(++serial).padStart(4, '0')}`);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const guestList = (query: Record<string, string | number | undefined>, lang: Lang = 'zh') =>
  memberPost(h, undefined, '/guest/apiCode/getGameList', { query, headers: { lang } });

const memberList = (token: string, query: Record<string, string | number | undefined>) =>
  memberPost(h, token, '/apiCode/getGameListByGameType', { query });

async function pageOf(response: Awaited<ReturnType<typeof guestList>>): Promise<GamePage> {
  expectSuccess(response);
  return response.body.page as GamePage;
}

describe('listing by type, venue and name', () => {
  it('lists a venue’s games in the file’s order, with names in the caller’s language and art of this site', async () => {
    const expected = inFile((game) => game.platType === 'pgx');
    expect(expected.length).toBeGreaterThanOrEqual(12);
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const page = await pageOf(await guestList({ gameType: 2, platType: 'pgx', pageSize: PAGE_SIZE_MAX }, lang));
      expect(page.total).toBe(expected.length);
      expect(page.records.map((game) => game.gameName)).toEqual(expected.map((game) => game.name[lang]));
      for (const game of page.records) {
        expect(game).toMatchObject({ platType: 'pgx', gameType: 2, collected: false, collectId: null });
        expect(game.imgUrl).toBe(`/content/games/${game.gameCode}.svg`);
      }
    }
  });

  it('lists every venue of a game type, venue by venue', async () => {
    const page = await pageOf(await guestList({ gameType: 6, pageSize: PAGE_SIZE_MAX }));
    expect(page.total).toBe(inFile((game) => game.gameType === 6).length);
    expect([...new Set(page.records.map((game) => game.platType))]).toEqual(['fhk', 'ocn', 'jfs']);
    // Without a type, the whole catalogue.
    expect((await pageOf(await guestList({ pageSize: 1 }))).total).toBe(games.length);
  });

  it('finds a name in any language, case and spacing aside', async () => {
    const dragons = inFile((game) => game.gameType === 2 && game.name.en.toLowerCase().includes('dragon'));
    expect(dragons.length).toBeGreaterThan(1);
    const english = await pageOf(await guestList({ gameType: 2, gameName: '  DRAGON ', pageSize: PAGE_SIZE_MAX }, 'en'));
    expect(english.records.map((game) => game.id)).toEqual(dragons.map((game) => game.id));
    // An English name typed on the Chinese site finds the game, named in Chinese.
    const typed = await pageOf(await guestList({ gameName: 'fortune dragon' }, 'zh'));
    expect(typed.records.map((game) => game.gameName)).toContain('财富龙');
    const chinese = await pageOf(await guestList({ gameType: 2, gameName: '龙', pageSize: PAGE_SIZE_MAX }, 'zh'));
    expect(chinese.total).toBe(inFile((game) => game.gameType === 2 && game.name.zh.includes('龙')).length);
  });

  it('matches % and _ as typed, not as wildcards', async () => {
    for (const gameName of ['%', '_', '\\', "' or 1=1 --"]) {
      expect((await pageOf(await guestList({ gameName }))).total, gameName).toBe(0);
    }
  });

  it('refuses a name with a NUL by name, and reads a long ligature like any other name', async () => {
    expectFailure(await guestList({ gameName: 'koi\u0000' }, 'en'), 400, 'error.badParameter', 'en', { name: 'gameName' });
    // NFKC makes it 18 letters a character: the recorded term is cut to the column, on both engines.
    expect((await pageOf(await guestList({ gameName: '\ufdfa'.repeat(64) }))).total).toBe(0);
  });

  it('answers nothing for an unknown venue or type', async () => {
    expect((await pageOf(await guestList({ platType: 'nosuch' }))).total).toBe(0);
    expect((await pageOf(await guestList({ gameType: 99 }))).records).toEqual([]);
  });
});

describe('paging', () => {
  it('pages through a venue without gaps or repeats, and past the end answers no records and the total', async () => {
    const count = inFile((game) => game.platType === 'pgx').length;
    const pageSize = 10;
    const seen: number[] = [];
    const pages = Math.ceil(count / pageSize);
    for (let pageIndex = 1; pageIndex <= pages; pageIndex += 1) {
      const page = await pageOf(await guestList({ platType: 'pgx', pageIndex, pageSize }));
      expect(page).toMatchObject({ total: count, pageIndex, pageSize });
      expect(page.records).toHaveLength(pageIndex < pages ? pageSize : count - pageSize * (pages - 1));
      seen.push(...page.records.map((game) => game.id));
    }
    expect(seen).toEqual(inFile((game) => game.platType === 'pgx').map((game) => game.id));
    const beyond = await pageOf(await guestList({ platType: 'pgx', pageIndex: pages + 1, pageSize }));
    expect(beyond).toEqual({ records: [], total: count, pageIndex: pages + 1, pageSize });
  });

  it('takes page sizes 1 to 100 and refuses others by name', async () => {
    expect(PAGE_SIZE_MAX).toBe(100);
    expect((await pageOf(await guestList({ pageSize: 1 }))).records).toHaveLength(1);
    expect((await pageOf(await guestList({ pageSize: 100 }))).records).toHaveLength(100);
    for (const pageSize of [0, 101, 'ten']) {
      expectFailure(await guestList({ pageSize }, 'en'), 400, 'error.badParameter', 'en', { name: 'pageSize' });
    }
    expectFailure(await guestList({ pageIndex: 0 }, 'en'), 400, 'error.badParameter', 'en', { name: 'pageIndex' });
    expectFailure(await guestList({ tab: 'new' }, 'en'), 400, 'error.badParameter', 'en', { name: 'tab' });
    expectFailure(await guestList({ gameName: 'x'.repeat(65) }, 'en'), 400, 'error.badParameter', 'en', { name: 'gameName' });
  });
});

describe('the popular tab', () => {
  it('lists only games with a hot rank, by that rank', async () => {
    const hot = inFile((game) => game.platType === 'pgx' && game.hotRank > 0);
    expect(hot.length).toBeGreaterThan(0);
    const page = await pageOf(await guestList({ platType: 'pgx', tab: 'hot', pageSize: PAGE_SIZE_MAX }));
    expect(page.total).toBe(hot.length);
    const ranks = page.records.map((game) => game.hotRank);
    expect(ranks.every((rank) => rank > 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(new Set(page.records.map((game) => game.id))).toEqual(new Set(hot.map((game) => game.id)));
  });
});

describe('favourites', () => {
  it('a guest has no favourites tab and cannot save one', async () => {
    for (const lang of ['zh', 'hk', 'en'] as const) {
      expectFailure(await guestList({ tab: 'collect' }, lang), 401, 'prompt.loginFirst', lang);
    }
    expect((await memberPost(h, undefined, '/gameCollect/save', { payload: { gameId: 1 } })).status).toBe(401);
  });

  it('marks the member’s favourites collected, lists them latest first, and keeps one favourite per game', async () => {
    const member = await freshMember();
    const [first, second] = inFile((game) => game.platType === 'cq8');
    const saveFirst = await memberPost(h, member.token, '/gameCollect/save', { payload: { gameId: first.id } });
    expectSuccess(saveFirst);
    h.clock.advance(1000);
    const saveSecond = await memberPost(h, member.token, '/gameCollect/save', { payload: { gameId: second.id } });
    expectSuccess(saveSecond);
    const again = await memberPost(h, member.token, '/gameCollect/save', { payload: { gameId: first.id } });
    expectSuccess(again);
    expect(again.body.collectId).toBe(saveFirst.body.collectId);
    expect(await h.db.selectFrom('game_favourites').select('id').where('user_id', '=', member.userId).execute()).toHaveLength(2);

    const all = await pageOf(await memberList(member.token, { platType: 'cq8', pageSize: PAGE_SIZE_MAX }));
    const flagged = all.records.filter((game) => game.collected);
    expect(flagged.map((game) => game.id).sort()).toEqual([first.id, second.id].sort());
    expect(all.records.find((game) => game.id === first.id)?.collectId).toBe(saveFirst.body.collectId);
    expect(all.records.filter((game) => !game.collected).every((game) => game.collectId === null)).toBe(true);

    const collected = await pageOf(await memberList(member.token, { tab: 'collect' }));
    expect(collected.records.map((game: Game) => game.id)).toEqual([second.id, first.id]);
    // The guest list of the same games marks none.
    expect((await pageOf(await guestList({ platType: 'cq8', pageSize: PAGE_SIZE_MAX }))).records.some((game) => game.collected)).toBe(false);
  });

  it('refuses an unknown game, and deletes a favourite once', async () => {
    const member = await freshMember();
    expectFailure(await memberPost(h, member.token, '/gameCollect/save', { payload: { gameId: 999_999 }, headers: { lang: 'en' } }), 404, 'error.gameNotFound', 'en');
    expectFailure(await memberPost(h, member.token, '/gameCollect/save', { payload: { gameId: 'one' }, headers: { lang: 'en' } }), 400, 'error.badParameter', 'en', { name: 'gameId' });
    const saved = await memberPost(h, member.token, '/gameCollect/save', { payload: { gameId: 3 } });
    expectSuccess(saved);
    const id = saved.body.collectId as number;
    expectSuccess(await memberPost(h, member.token, `/gameCollect/delete/${id}`));
    expect((await pageOf(await memberList(member.token, { tab: 'collect' }))).total).toBe(0);
    expectFailure(await memberPost(h, member.token, `/gameCollect/delete/${id}`, { headers: { lang: 'hk' } }), 404, 'error.favouriteNotFound', 'hk');
  });

  it("another member's favourite id answers exactly as a missing one and stays", async () => {
    const owner = await freshMember();
    const other = await freshMember();
    const saved = await memberPost(h, owner.token, '/gameCollect/save', { payload: { gameId: 4 } });
    expectSuccess(saved);
    const forOwners = await memberPost(h, other.token, `/gameCollect/delete/${String(saved.body.collectId)}`);
    const forMissing = await memberPost(h, other.token, '/gameCollect/delete/2000000000');
    expect(forOwners).toEqual(forMissing);
    expect(forOwners.status).toBe(404);
    expect((await pageOf(await memberList(owner.token, { tab: 'collect' }))).records.map((game) => game.id)).toEqual([4]);
  });
});
