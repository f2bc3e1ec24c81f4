import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, DomainError } from '../../errors';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import type { Game, GameListQuery, GamePage, GameListTab } from '../../../contract/games';

/**
 * The game catalogue by page: filtered by game type, venue and a part of the name (in any language,
 * case aside), on the tab all (venue order, then the file's order), hot (games with a hot rank, by it)
 * or collect (the member's favourites, latest first). A member's page marks each game collected or not.
 */

export interface GameListRequest {
  language: LanguageCode;
  /** null for a guest, who has no favourites. */
  userId: number | null;
  /** The name to look for, already normalised (searches.ts); '' for none. */
  term: string;
  query: GameListQuery;
}

/** `%`, `_` and the escape itself are matched as typed. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const GAME_TAGS = new Set<string>(['new', 'hot', 'jackpot']);
const tagsOf = (tags: string) => tags.split(',').filter((tag): tag is Game['tags'][number] => GAME_TAGS.has(tag));

export async function listGames(db: Kysely<Database>, request: GameListRequest): Promise<GamePage> {
  const { gameType, platType, pageIndex = 1, pageSize = 20 } = request.query;
  const tab: GameListTab = request.query.tab ?? 'all';
  const { userId, term } = request;
  if (tab === 'collect' && userId === null) throw new DomainError(401, 'prompt.loginFirst');

  let filtered = db
    .selectFrom('games')
    .innerJoin('platforms', 'platforms.plat_type', 'games.plat_type')
    .leftJoin('game_favourites as favourite', (join) =>
      join.onRef('favourite.game_id', '=', 'games.id').on('favourite.user_id', '=', userId ?? -1),
    );
  if (gameType !== undefined) filtered = filtered.where('games.game_type', '=', gameType);
  if (platType) filtered = filtered.where('games.plat_type', '=', platType);
  if (tab === 'hot') filtered = filtered.where('games.hot_rank', '>', 0);
  if (tab === 'collect') filtered = filtered.where('favourite.id', 'is not', null);
  if (term !== '') {
    const pattern = likePattern(term);
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('games_texts as named')
          .select('named.game_id')
          .whereRef('named.game_id', '=', 'games.id')
          .where(sql<boolean>`lower(${sql.ref('named.name')}) like ${pattern} escape '\\'`),
      ),
    );
  }

  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();

  let ordered = filtered
    .innerJoin('games_texts as text', (join) => join.onRef('text.game_id', '=', 'games.id').on('text.language_type', '=', languageIdOf(request.language)))
    .select([
      'games.id',
      'games.game_code',
      'games.game_type',
      'games.plat_type',
      'games.image',
      'games.hot_rank',
      'games.tags',
      'text.name',
      'favourite.id as favourite_id',
    ]);
  if (tab === 'hot') ordered = ordered.orderBy('games.hot_rank');
  if (tab === 'collect') ordered = ordered.orderBy('favourite.created_at', 'desc').orderBy('favourite.id', 'desc');
  const rows = await ordered
    .orderBy('platforms.game_type')
    .orderBy('platforms.sort')
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();

  return {
    records: rows.map((row) => ({
      id: row.id,
      gameCode: row.game_code,
      gameName: row.name,
      gameType: row.game_type,
      platType: row.plat_type,
      imgUrl: row.image,
      hotRank: row.hot_rank,
      tags: tagsOf(row.tags),
      collected: row.favourite_id !== null,
      collectId: row.favourite_id ?? null,
    })),
    total: Number(total),
    pageIndex,
    pageSize,
  };
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
