import type { Queryable } from '../../db/database';
import { fixtureSchema, type Fixture } from '../model/fixture';
import type { LiveMatch } from '../model/live-match';
import { matchStateSchema, type MatchState } from '../model/match-state';
import { outrightDefSchema, type LiveOutright, type OutrightDef } from '../model/outright';

/**
 * Saves a fixture a ticket is being placed on, with its state; an existing row gets the fresh state.
 * Returns false when the row says the match is already over (the bet must be refused).
 */
export async function saveMatchForBet(tx: Queryable, match: LiveMatch, now: Date): Promise<boolean> {
  const { fixture, state } = match;
  const rows = await tx.query<{ status: string }>(
    `insert into sports_matches (game_id, hgid, league_id, sport, start_time, definition, status, state, updated_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9)
     on conflict (game_id) do update set status = excluded.status, state = excluded.state, updated_at = excluded.updated_at
       where sports_matches.status in ('upcoming', 'live')
     returning status`,
    [
      fixture.gameId,
      fixture.hgid,
      fixture.leagueId,
      fixture.sport,
      new Date(fixture.startMs),
      JSON.stringify(fixture),
      state.status,
      JSON.stringify(state),
      now,
    ],
  );
  return rows.length > 0;
}

/** Writes the live state of persisted matches (a score, a period), so a restart resumes them from there. */
export async function saveMatchStates(tx: Queryable, matches: readonly LiveMatch[], now: Date): Promise<void> {
  for (const { fixture, state } of matches) {
    await tx.query(
      `update sports_matches set status = $2, state = $3::jsonb, updated_at = $4 where game_id = $1 and status in ('upcoming', 'live')`,
      [fixture.gameId, state.status, JSON.stringify(state), now],
    );
  }
}

/** Records the final score; false when the row was already final (or never saved). */
export async function finishMatchRow(tx: Queryable, match: LiveMatch, now: Date): Promise<boolean> {
  const { fixture, state } = match;
  const rows = await tx.query(
    `update sports_matches set status = 'finished', state = $2::jsonb, score_h = $3, score_c = $4, half_h = $5, half_c = $6, ended_at = $7, updated_at = $7
      where game_id = $1 and status in ('upcoming', 'live') returning game_id`,
    [fixture.gameId, JSON.stringify(state), state.scoreH, state.scoreC, state.halfH, state.halfC, now],
  );
  return rows.length > 0;
}

export async function cancelMatchRow(tx: Queryable, gameId: string, voidCode: string, now: Date): Promise<void> {
  await tx.query(
    `update sports_matches set status = 'cancelled', void_code = $2, ended_at = $3, updated_at = $3 where game_id = $1 and status in ('upcoming', 'live')`,
    [gameId, voidCode, now],
  );
}

export interface StoredMatch {
  fixture: Fixture;
  state: MatchState;
}

/**
 * Persisted matches not yet over, to resume after a restart; rows whose definition no longer reads
 * (an older format) come back as `unreadable` so their tickets can be voided.
 */
export async function loadOpenMatches(db: Queryable): Promise<{ matches: StoredMatch[]; unreadable: string[] }> {
  const rows = await db.query<{ game_id: string; definition: unknown; state: unknown }>(
    `select game_id, definition, state from sports_matches where status in ('upcoming', 'live')`,
  );
  const matches: StoredMatch[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const fixture = fixtureSchema.safeParse(row.definition);
    const state = matchStateSchema.safeParse(row.state);
    if (fixture.success && state.success) matches.push({ fixture: fixture.data, state: state.data });
    else unreadable.push(row.game_id);
  }
  return { matches, unreadable };
}

/** Ids of fixtures and outrights over lately, so the filler does not bring them back after a restart. */
export async function loadRecentlyEnded(db: Queryable, since: Date): Promise<string[]> {
  const rows = await db.query<{ game_id: string }>(
    `select game_id from sports_matches where status in ('finished', 'cancelled') and start_time >= $1
     union all select game_id from sports_outrights where status <> 'open'`,
    [since],
  );
  return rows.map((r) => r.game_id);
}

export async function saveOutrightForBet(tx: Queryable, outright: LiveOutright): Promise<boolean> {
  const { def } = outright;
  const rows = await tx.query<{ status: string }>(
    `insert into sports_outrights (game_id, league_id, sport, closes_at, definition, status)
     values ($1, $2, $3, $4, $5::jsonb, 'open')
     on conflict (game_id) do update set status = sports_outrights.status where sports_outrights.status = 'open'
     returning status`,
    [def.gameId, def.leagueId, def.sport, new Date(def.closesMs), JSON.stringify(def)],
  );
  return rows.length > 0;
}

export async function loadOpenOutrights(db: Queryable): Promise<{ outrights: OutrightDef[]; unreadable: string[] }> {
  const rows = await db.query<{ game_id: string; definition: unknown }>(
    `select game_id, definition from sports_outrights where status = 'open'`,
  );
  const outrights: OutrightDef[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const def = outrightDefSchema.safeParse(row.definition);
    if (def.success) outrights.push(def.data);
    else unreadable.push(row.game_id);
  }
  return { outrights, unreadable };
}

/** Records the winner; false when the outright was already settled (or never saved). */
export async function settleOutrightRow(tx: Queryable, gameId: string, winner: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `update sports_outrights set status = 'settled', winner_rtype = $2, settled_at = $3 where game_id = $1 and status = 'open' returning game_id`,
    [gameId, winner, now],
  );
  return rows.length > 0;
}
