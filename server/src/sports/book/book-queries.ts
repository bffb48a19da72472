import type { League, MatchSport, Outright, SportMatch, SportMarket, SportType, SportsRequest } from 'shared/contract';
import { leagueOrder } from '../catalog/leagues';
import type { LiveMatch } from '../model/live-match';
import type { LiveOutright } from '../model/outright';
import { listedDate, todayCutoff } from './market-window';
import { matchView, outrightView } from './match-view';
import type { SportsBook } from './sports-book';

type MatchMarket = 'FU' | 'FT' | 'RB';

function isMatchMarket(market: SportMarket): market is MatchMarket {
  return market === 'FU' || market === 'FT' || market === 'RB';
}

/** In-play: under way; today: starting before the cutoff; early: after it. */
function inMarket(match: LiveMatch, market: MatchMarket, cutoff: number): boolean {
  const { status } = match.state;
  if (market === 'RB') return status === 'live';
  if (status !== 'upcoming') return false;
  return market === 'FT' ? match.fixture.startMs < cutoff : match.fixture.startMs >= cutoff;
}

/** ALL is every sport; the outright tab (FS) holds no matches. */
function matchesSport(sport: SportType, matchSport: MatchSport): boolean {
  return sport === 'ALL' || sport === matchSport;
}

function outrightIn(outright: LiveOutright, market: 'FSFT' | 'FSFU', sport: SportType, cutoff: number): boolean {
  if (!outright.open) return false;
  if (sport !== 'ALL' && sport !== 'FS' && sport !== outright.def.sport) return false;
  return market === 'FSFT' ? outright.def.closesMs < cutoff : outright.def.closesMs >= cutoff;
}

function byLeagueThenStart(a: LiveMatch, b: LiveMatch): number {
  return (
    leagueOrder(a.fixture.leagueId) - leagueOrder(b.fixture.leagueId) ||
    a.fixture.startMs - b.fixture.startMs ||
    a.fixture.gameId.localeCompare(b.fixture.gameId)
  );
}

/** The book's read methods of venue/resource. */
export class BookQueries {
  constructor(private readonly book: SportsBook) {}

  leagues(request: SportsRequest<'leagues'>, now: Date): { leagues: League[]; dates: string[] } {
    const cutoff = todayCutoff(now);
    const counts = new Map<number, League>();
    const count = (leagueId: number, name: string, gameType: MatchSport) => {
      const league = counts.get(leagueId) ?? { league_id: leagueId, name, gameType, count: 0 };
      league.count += 1;
      counts.set(leagueId, league);
    };
    const dates = new Set<string>();
    const { market } = request;
    if (isMatchMarket(market)) {
      for (const match of this.book.matches.values()) {
        if (!inMarket(match, market, cutoff) || !matchesSport(request.sport, match.fixture.sport)) continue;
        const date = listedDate(match.fixture.startMs);
        if (market === 'FU') dates.add(date);
        if (market === 'FU' && request.date !== null && request.date !== date) continue;
        count(match.fixture.leagueId, match.fixture.league, match.fixture.sport);
      }
    } else {
      for (const outright of this.book.outrights.values()) {
        if (outrightIn(outright, market, request.sport, cutoff))
          count(outright.def.leagueId, outright.def.league, outright.def.sport);
      }
    }
    const leagues = [...counts.values()].sort((a, b) => leagueOrder(a.league_id) - leagueOrder(b.league_id));
    return { leagues, dates: [...dates].sort() };
  }

  matches(request: SportsRequest<'matches'>, now: Date): SportMatch[] {
    const cutoff = todayCutoff(now);
    const leagueIds = new Set(request.leagueIds);
    const picked: LiveMatch[] = [];
    for (const match of this.book.matches.values()) {
      if (!inMarket(match, request.market, cutoff) || !matchesSport(request.sport, match.fixture.sport)) continue;
      if (leagueIds.size > 0 && !leagueIds.has(match.fixture.leagueId)) continue;
      if (request.market === 'FU' && request.date !== null && listedDate(match.fixture.startMs) !== request.date)
        continue;
      picked.push(match);
    }
    return picked.sort(byLeagueThenStart).map((match) => matchView(this.book, match));
  }

  outrights(request: SportsRequest<'outrights'>, now: Date): Outright[] {
    const cutoff = todayCutoff(now);
    const leagueIds = new Set(request.leagueIds);
    return [...this.book.outrights.values()]
      .filter(
        (o) =>
          outrightIn(o, request.market, request.sport, cutoff) &&
          (leagueIds.size === 0 || leagueIds.has(o.def.leagueId)),
      )
      .sort((a, b) => leagueOrder(a.def.leagueId) - leagueOrder(b.def.leagueId) || a.def.closesMs - b.def.closesMs)
      .map(outrightView);
  }
}
