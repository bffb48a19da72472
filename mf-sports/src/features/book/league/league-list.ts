import type { League, MatchSport } from 'shared/contract';

/** SPEC §3 "League list item", plus what the panel shows beside it. */
export interface LeagueListItem {
  league_id: number;
  name: string;
  /** The sport's icon class (league-icon-FT …), styled by the panel. */
  iconClass: string;
  /** Shown in the panel: it matches the panel's search. */
  isShow: boolean;
  /** Its matches are unfolded in the list. */
  isExpand: boolean;
  /** Chosen as a filter of the match list. */
  active: boolean;
  gameType: MatchSport;
  count: number;
}

export function leagueIconClass(gameType: MatchSport): string {
  return `league-icon league-icon-${gameType}`;
}

/** The panel's items in the answer's order. */
export function buildLeagueList(
  leagues: readonly League[],
  view: { leagueIds: readonly number[]; collapsed: ReadonlySet<number>; search: string },
): LeagueListItem[] {
  const search = view.search.trim().toLowerCase();
  return leagues.map((league) => ({
    league_id: league.league_id,
    name: league.name,
    iconClass: leagueIconClass(league.gameType),
    isShow: search === '' || league.name.toLowerCase().includes(search),
    isExpand: !view.collapsed.has(league.league_id),
    active: view.leagueIds.includes(league.league_id),
    gameType: league.gameType,
    count: league.count,
  }));
}
