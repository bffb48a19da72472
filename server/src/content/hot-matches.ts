import type { Queryable } from '../db/database';

export interface HotMatchRow {
  matchId: string;
  sportType: string;
  league: string;
  home: string;
  away: string;
  kickoffOffsetMinutes: number;
  isLive: boolean;
  scoreHome: number;
  scoreAway: number;
  oddsHome: number | null;
  oddsDraw: number | null;
  oddsAway: number | null;
}

/** The first `size` hot matches; prices come back as float8 because numeric arrives as text from pg. */
export function listHotMatches(db: Queryable, size: number): Promise<HotMatchRow[]> {
  return db.query<HotMatchRow>(
    `select match_id as "matchId", sport_type as "sportType", league, home, away,
            kickoff_offset_minutes as "kickoffOffsetMinutes", is_live as "isLive",
            score_home as "scoreHome", score_away as "scoreAway",
            odds_home::float8 as "oddsHome", odds_draw::float8 as "oddsDraw", odds_away::float8 as "oddsAway"
       from hot_matches order by sort limit $1`,
    [size],
  );
}
