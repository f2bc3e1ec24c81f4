import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, expectSuccess, memberPost } from './flows';
import { CATALOGUE_TTL_MS, cachedCatalogue } from '../../server/features/games/catalogueCache';
import { listGames, readCatalogue } from '../../server/features/games/catalogue';
import { flushSearches, recordSearch } from '../../server/features/games/searches';
import type { GamePage } from '../../contract/games';

/**
 * What makes the lobby's search cheap: the catalogue read once into memory (and again once a minute
 * old), and searches written in batches that are always in the table before the popular list is counted.
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ENGLISH = 3;
const nameOf = async (gameId: number, now: number) => (await cachedCatalogue(h.db, now)).games.find((game) => game.id === gameId)!.names.get(ENGLISH);

describe('the lobby’s copy of the catalogue', () => {
  it('is read again once it is a minute old, so an operator’s edit shows within the minute', async () => {
    expect(CATALOGUE_TTL_MS).toBe(60_000);
    const start = Date.now();
    const first = await cachedCatalogue(h.db, start);
    const [game] = first.games;
    const original = game.names.get(ENGLISH)!;
    expect(await cachedCatalogue(h.db, start)).toBe(first);
    await h.db.updateTable('games_texts').set({ name: 'Edited By Operator' }).where('game_id', '=', game.id).where('language_type', '=', ENGLISH).execute();
    try {
      expect(await nameOf(game.id, start + 59_999)).toBe(original);
      expect(await nameOf(game.id, start + 60_000)).toBe('Edited By Operator');
      // The fresh copy is the database's, game for game.
      expect(await cachedCatalogue(h.db, start + 60_000)).toEqual(await readCatalogue(h.db));
    } finally {
      await h.db.updateTable('games_texts').set({ name: original }).where('game_id', '=', game.id).where('language_type', '=', ENGLISH).execute();
      await cachedCatalogue(h.db, start + 2 * 60_000);
    }
  });

  it('pages as a fresh read of the database does, for every tab and filter a guest has', async () => {
    const cached = await cachedCatalogue(h.db);
    for (const query of [{}, { gameType: 2, gameName: 'dragon' }, { tab: 'hot' as const, pageSize: 7, pageIndex: 2 }, { platType: 'pgx', gameName: '%' }]) {
      const request = { language: 'hk' as const, userId: null, term: query.gameName ?? '', query };
      expect(await listGames(h.db, request, cached)).toEqual(await listGames(h.db, request));
    }
  });
});

describe('searches written in batches', () => {
  it('are every one in the table once written, as the popular list writes them before counting', async () => {
    const before = await countRows(h, 'game_searches');
    const responses = await Promise.all(
      ['lion', 'Lion', 'koi', 'lion'].map((gameName) => memberPost(h, undefined, '/guest/apiCode/getGameList', { query: { gameName } })),
    );
    for (const response of responses) expectSuccess(response);
    expect((responses[0].body.page as GamePage).total).toBeGreaterThan(0);
    recordSearch(h.db, 'tiger', null, h.clock.now());
    await flushSearches(h.db);
    expect(await countRows(h, 'game_searches')).toBe(before + 5);
    const terms = await h.db.selectFrom('game_searches').select('term').orderBy('id', 'desc').limit(5).execute();
    expect(terms.map((row) => row.term).sort()).toEqual(['koi', 'lion', 'lion', 'lion', 'tiger']);
  });
});
