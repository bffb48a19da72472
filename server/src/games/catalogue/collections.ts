import type { Queryable } from '../../db/database';

/** Marks a favourite; marking it again changes nothing (the first time is kept). */
export async function addFavourite(db: Queryable, memberId: number, gameId: number, now: Date): Promise<void> {
  await db.query(
    `insert into game_collections (member_id, game_id, created_at) values ($1, $2, $3)
     on conflict (member_id, game_id) do nothing`,
    [memberId, gameId, now],
  );
}

/** Unmarks a favourite; one that is not marked stays unmarked. */
export async function removeFavourite(db: Queryable, memberId: number, gameId: number): Promise<void> {
  await db.query('delete from game_collections where member_id = $1 and game_id = $2', [memberId, gameId]);
}
