import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectSuccess, memberPost } from './flows';
import { normaliseSearchTerm, POPULAR_SEARCH_WINDOW_MS } from '../../server/features/games/searches';

/** The five names most searched in the last 7 days, counted from real searches of the lobby, on the server clock. */

let h: Harness;
let serial = 0;
const freshMember = () => createMember(h, `srch${String(++serial).padStart(4, '0')}`);

beforeAll(async () => {
  // Date stands still, so the server clock moves only when the test moves it.
  vi.useFakeTimers({ toFake: ['Date'] });
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
  vi.useRealTimers();
});
afterEach(async () => {
  await h.db.deleteFrom('game_searches').execute();
});

const search = (gameName: string, token?: string, pageIndex = 1) =>
  token === undefined
    ? memberPost(h, undefined, '/guest/apiCode/getGameList', { query: { gameName, pageIndex } })
    : memberPost(h, token, '/apiCode/getGameListByGameType', { query: { gameName, pageIndex } });

/** The popular list as a member sees it now (a member made now, so that a moved clock has not ended the session). */
async function popular(): Promise<Array<{ gameName: string; count: number }>> {
  const response = await memberPost(h, (await freshMember()).token, '/apiCode/getTop5PopularSearchGame');
  expectSuccess(response);
  return response.body.searchList as Array<{ gameName: string; count: number }>;
}

describe('popular searches', () => {
  it('spells a term one way', () => {
    expect(normaliseSearchTerm('  Fortune \t Dragon ')).toBe('fortune dragon');
    expect(normaliseSearchTerm('ＤＲＡＧＯＮ')).toBe('dragon');
    expect(normaliseSearchTerm('   ')).toBe('');
    expect(normaliseSearchTerm('koi\u0000fish\n')).toBe('koi fish');
    // One ligature becomes 18 letters: the term stays within the column's 64 characters.
    expect([...normaliseSearchTerm('\ufdfa'.repeat(64))]).toHaveLength(64);
    expect(normaliseSearchTerm('🎰'.repeat(70))).toBe('🎰'.repeat(64));
  });

  it('counts the five most searched terms, guests’ and members’ alike, most first and ties by the latest', async () => {
    const member = await freshMember();
    for (const term of ['Dragon', ' dragon', 'DRAGON ', 'dragon']) await search(term, member.token);
    for (const term of ['tiger', 'Tiger', 'tiger']) await search(term);
    await search('koi');
    h.clock.advance(1);
    await search('koi', member.token);
    await search('panda');
    h.clock.advance(1);
    await search('panda');
    await search('gems');
    h.clock.advance(1);
    await search('ox');
    expect(await popular()).toEqual([
      { gameName: 'dragon', count: 4 },
      { gameName: 'tiger', count: 3 },
      { gameName: 'panda', count: 2 },
      { gameName: 'koi', count: 2 },
      { gameName: 'ox', count: 1 },
    ]);
    const rows = await h.db.selectFrom('game_searches').select(['user_id', 'term']).where('term', '=', 'koi').orderBy('id').execute();
    expect(rows).toEqual([
      { user_id: null, term: 'koi' },
      { user_id: member.userId, term: 'koi' },
    ]);
  });

  it('records a search once, on its first page, and a blank name not at all', async () => {
    await search('phoenix');
    await search('phoenix', undefined, 2);
    await search('   ');
    await search('');
    await memberPost(h, undefined, '/guest/apiCode/getGameList');
    expect(await popular()).toEqual([{ gameName: 'phoenix', count: 1 }]);
  });

  it('counts a search exactly 7 days old and forgets one 7 days and 1 ms old', async () => {
    expect(POPULAR_SEARCH_WINDOW_MS).toBe(7 * 24 * 60 * 60 * 1000);
    await search('lion');
    await search('lion');
    h.clock.advance(60_000);
    await search('jade');
    h.clock.advance(POPULAR_SEARCH_WINDOW_MS - 60_000);
    expect(await popular()).toEqual([
      { gameName: 'lion', count: 2 },
      { gameName: 'jade', count: 1 },
    ]);
    h.clock.advance(1);
    expect(await popular()).toEqual([{ gameName: 'jade', count: 1 }]);
    h.clock.advance(60_000);
    expect(await popular()).toEqual([]);
  });

  it('is for members', async () => {
    expect((await memberPost(h, undefined, '/apiCode/getTop5PopularSearchGame')).status).toBe(401);
  });
});
