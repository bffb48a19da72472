import { FEATURED_LEAGUE_IDS, type MatchSport } from 'shared/contract';
import { BAT_AND_NET_LEAGUES } from './bat-and-net-leagues';
import { FOOTBALL_LEAGUES } from './football-leagues';
import type { LeagueDef } from './league';
import { OTHER_LEAGUES } from './other-leagues';
import { VIRTUAL_LEAGUES } from './virtual-leagues';

export const LEAGUES: readonly LeagueDef[] = [
  ...FOOTBALL_LEAGUES,
  ...VIRTUAL_LEAGUES,
  ...OTHER_LEAGUES,
  ...BAT_AND_NET_LEAGUES,
];

const byId = new Map(LEAGUES.map((league) => [league.id, league]));

export function findLeague(id: number): LeagueDef | undefined {
  return byId.get(id);
}

export function leaguesOf(sport: MatchSport): LeagueDef[] {
  return LEAGUES.filter((league) => league.sport === sport);
}

const order = new Map(
  LEAGUES.map((league, index) => {
    const featured = (FEATURED_LEAGUE_IDS as readonly number[]).indexOf(league.id);
    return [league.id, featured > 0 ? featured : 100 + index];
  }),
);

/** Featured leagues in the order of SPEC §2, then the others as listed: the order league lists are answered in. */
export function leagueOrder(id: number): number {
  return order.get(id) ?? Number.MAX_SAFE_INTEGER;
}
