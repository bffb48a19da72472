import type { Queryable } from '../../db/database';

export interface GameRow {
  gameId: number;
  gameCode: string;
  venueId: number;
  enName: string;
  name: string;
}

const SELECT = `select g.id as "gameId", g.game_code as "gameCode", g.venue_id as "venueId", v.en_name as "enName", g.name
                  from games g join venues v on v.id = g.venue_id`;

/** A game a member may see and play: enabled, of an enabled venue; null otherwise. */
export async function findGame(db: Queryable, gameId: number): Promise<GameRow | null> {
  const rows = await db.query<GameRow>(`${SELECT} where g.id = $1 and g.enabled and v.enabled`, [gameId]);
  return rows[0] ?? null;
}

/** The same by venue code and game code (what venue/launch receives); null when unknown or disabled. */
export async function findGameByCode(db: Queryable, enName: string, gameCode: string): Promise<GameRow | null> {
  const rows = await db.query<GameRow>(
    `${SELECT} where v.en_name = $1 and g.game_code = $2 and g.enabled and v.enabled`,
    [enName, gameCode],
  );
  return rows[0] ?? null;
}
