import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../../errors';

/** A member's favourite games: added once each, removed only by their owner. */

/** Adds a game to the member's favourites and answers the favourite's id; a game already there answers the same id. */
export async function saveFavourite(db: Kysely<Database>, userId: number, gameId: number, now: number): Promise<number> {
  const game = await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw new DomainError(404, 'error.gameNotFound');
  // A concurrent save of the same game meets the unique (member, game) and does nothing.
  await db
    .insertInto('game_favourites')
    .values({ user_id: userId, game_id: gameId, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'game_id']).doNothing())
    .execute();
  const saved = await db
    .selectFrom('game_favourites')
    .select('id')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return saved.id;
}

/** Removes one of the member's favourites; another member's favourite answers as one that does not exist. */
export async function deleteFavourite(db: Kysely<Database>, userId: number, favouriteId: number): Promise<void> {
  const deleted = await db.deleteFrom('game_favourites').where('id', '=', favouriteId).where('user_id', '=', userId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new DomainError(404, 'error.favouriteNotFound');
}
