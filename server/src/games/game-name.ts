import type { Queryable } from '../db/database';
import type { LaunchVenue } from './find-venue';

/** What a venue entered without a catalogue game (or with a code the catalogue lacks) is called. */
const DEFAULT_GAME_NAME: Readonly<Partial<Record<LaunchVenue['category'], string>>> = {
  DZ: '幸运水果机',
  BY: '欢乐捕鱼',
};

/** The name a ticket's game goes by: the catalogue's (migration 012) when the code is one of the venue's games. */
export async function gameNameFor(db: Queryable, venue: LaunchVenue, gameCode: string): Promise<string> {
  if (gameCode !== '') {
    const rows = await db.query<{ name: string }>(
      'select name from games where venue_id = $1 and game_code = $2 and enabled',
      [venue.venueId, gameCode],
    );
    const name = rows[0]?.name;
    if (name !== undefined) return name;
  }
  return DEFAULT_GAME_NAME[venue.category] ?? `${venue.name}大厅`;
}
