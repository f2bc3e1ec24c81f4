import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, DomainError } from '../../errors';
import { precompile } from '../../db/precompiled';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import type { Game, GameListQuery, GamePage, GameListTab } from '../../../contract/games';

/**
 * The game catalogue by page: filtered by game type, venue and a part of the name (in any language,
 * case aside), on the tab all (venue order, then the file's order), hot (games with a hot rank, by it)
 * or collect (the member's favourites, latest first). A member's page marks each game collected or not.
 *
 * The catalogue is a few hundred games that change only when the content loader runs (at start) or an
 * operator edits them: it is read whole, once, into memory (see catalogueCache.ts for the lobby's copy),
 * and a page is filtered, ordered and cut from it there. A name search was two scans of every game name
 * per call in SQL (a count and a page); in memory it is a substring test over the pre-lowered names.
 */

export interface GameListRequest {
  language: LanguageCode;
  /** null for a guest, who has no favourites. */
  userId: number | null;
  /** The name to look for, already normalised (searches.ts); '' for none. */
  term: string;
  query: GameListQuery;
}

export interface CatalogueGame {
  id: number;
  gameCode: string;
  gameType: number;
  platType: string;
  imgUrl: string;
  hotRank: number;
  tags: Game['tags'];
  /** The game's name by language id. */
  names: Map<number, string>;
  /** Its names in every language, in lower case (as a search term is), for the name search. */
  searchNames: string[];
}

/** Every game of a seeded venue, in the lobby's order: the venue's game type and place, then the file's order. */
export interface Catalogue {
  games: CatalogueGame[];
}

const GAME_TAGS = new Set<string>(['new', 'hot', 'jackpot']);
const tagsOf = (tags: string) => tags.split(',').filter((tag): tag is Game['tags'][number] => GAME_TAGS.has(tag));

const catalogueRows = precompile((db, _args: Record<string, never>) =>
  db
    .selectFrom('games')
    .innerJoin('platforms', 'platforms.plat_type', 'games.plat_type')
    .innerJoin('games_texts as text', 'text.game_id', 'games.id')
    .select(['games.id', 'games.game_code', 'games.game_type', 'games.plat_type', 'games.image', 'games.hot_rank', 'games.tags', 'text.language_type', 'text.name'])
    .orderBy('platforms.game_type')
    .orderBy('platforms.sort')
    .orderBy('games.sort')
    .orderBy('games.id'),
);

/** The whole catalogue as it stands in the database, in one query. */
export async function readCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const games: CatalogueGame[] = [];
  const byId = new Map<number, CatalogueGame>();
  for (const row of await catalogueRows.execute(db, {})) {
    const id = Number(row.id);
    let game = byId.get(id);
    if (!game) {
      game = {
        id,
        gameCode: row.game_code,
        gameType: Number(row.game_type),
        platType: row.plat_type,
        imgUrl: row.image,
        hotRank: Number(row.hot_rank),
        tags: tagsOf(row.tags),
        names: new Map(),
        searchNames: [],
      };
      byId.set(id, game);
      games.push(game);
    }
    game.names.set(Number(row.language_type), row.name);
    game.searchNames.push(row.name.toLowerCase());
  }
  return { games };
}

export interface Favourite {
  id: number;
  gameId: number;
  createdAt: number;
}

const favouritesOf = precompile((db, args: { userId: number }) =>
  db.selectFrom('game_favourites').select(['id', 'game_id', 'created_at']).where('user_id', '=', args.userId),
);

/** A member's favourites by game id (none for a guest). */
export async function memberFavourites(db: Kysely<Database>, userId: number | null): Promise<Map<number, Favourite>> {
  if (userId === null) return new Map();
  const rows = await favouritesOf.execute(db, { userId });
  return new Map(rows.map((row) => [Number(row.game_id), { id: Number(row.id), gameId: Number(row.game_id), createdAt: Number(row.created_at) }]));
}

/**
 * A page of the catalogue for the request, from the catalogue and the member's favourites. The name is
 * matched as typed (`%` and `_` are letters, not wildcards) against the name in every language.
 */
export function pageOfCatalogue(catalogue: Catalogue, favourites: Map<number, Favourite>, request: GameListRequest): GamePage {
  const { gameType, platType, pageIndex = 1, pageSize = 20 } = request.query;
  const tab: GameListTab = request.query.tab ?? 'all';
  const { userId, term } = request;
  if (tab === 'collect' && userId === null) throw new DomainError(401, 'prompt.loginFirst');
  const languageId = languageIdOf(request.language);

  const matching = catalogue.games.filter(
    (game) =>
      game.names.has(languageId) &&
      (gameType === undefined || game.gameType === gameType) &&
      (!platType || game.platType === platType) &&
      (tab !== 'hot' || game.hotRank > 0) &&
      (tab !== 'collect' || favourites.has(game.id)) &&
      (term === '' || game.searchNames.some((name) => name.includes(term))),
  );
  // Array sort is stable: games of equal rank (or favourites of the same moment) keep the lobby's order.
  if (tab === 'hot') matching.sort((a, b) => a.hotRank - b.hotRank);
  if (tab === 'collect') {
    matching.sort((a, b) => {
      const [first, second] = [favourites.get(a.id)!, favourites.get(b.id)!];
      return second.createdAt - first.createdAt || second.id - first.id;
    });
  }

  const start = (pageIndex - 1) * pageSize;
  return {
    records: matching.slice(start, start + pageSize).map((game) => {
      const favourite = favourites.get(game.id);
      return {
        id: game.id,
        gameCode: game.gameCode,
        gameName: game.names.get(languageId)!,
        gameType: game.gameType,
        platType: game.platType,
        imgUrl: game.imgUrl,
        hotRank: game.hotRank,
        tags: game.tags,
        collected: favourite !== undefined,
        collectId: favourite?.id ?? null,
      };
    }),
    total: matching.length,
    pageIndex,
    pageSize,
  };
}

/** A page of the catalogue as the database holds it now (the lobby's routes pass their cached copy). */
export async function listGames(db: Kysely<Database>, request: GameListRequest, catalogue?: Catalogue): Promise<GamePage> {
  if ((request.query.tab ?? 'all') === 'collect' && request.userId === null) throw new DomainError(401, 'prompt.loginFirst');
  const [games, favourites] = await Promise.all([catalogue ?? readCatalogue(db), memberFavourites(db, request.userId)]);
  return pageOfCatalogue(games, favourites, request);
}

/**
 * A game code must name one of the venue's own games in the catalogue: a code the catalogue does not
 * hold for that venue is refused by name (400, field gameCode) before the provider is asked anything.
 */
export async function requireGameOfVenue(db: Kysely<Database>, platType: string, gameCode: string): Promise<void> {
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('plat_type', '=', platType)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  if (!game) throw badRequest('games.unknownGame', {}, 'gameCode');
}
