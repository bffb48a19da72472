import type { HotMatch } from 'shared/contract';
import { leagueOrder } from '../catalog/leagues';
import type { LiveMatch } from '../model/live-match';
import { liveFieldsOf } from './live-fields';
import { todayCutoff } from './market-window';
import type { SportsBook } from './sports-book';

/** Under way, or starting before the today market's cutoff (the sports page's 今日). */
function isHot(match: LiveMatch, cutoff: number): boolean {
  const { status } = match.state;
  return status === 'live' || (status === 'upcoming' && match.fixture.startMs < cutoff);
}

/** Live first, featured leagues first among them; then what starts soonest. */
function byHeat(a: LiveMatch, b: LiveMatch): number {
  const live = Number(b.state.status === 'live') - Number(a.state.status === 'live');
  if (live !== 0) return live;
  if (a.state.status === 'live') {
    return (
      leagueOrder(a.fixture.leagueId) - leagueOrder(b.fixture.leagueId) ||
      a.fixture.startMs - b.fixture.startMs ||
      a.fixture.gameId.localeCompare(b.fixture.gameId)
    );
  }
  return (
    a.fixture.startMs - b.fixture.startMs ||
    leagueOrder(a.fixture.leagueId) - leagueOrder(b.fixture.leagueId) ||
    a.fixture.gameId.localeCompare(b.fixture.gameId)
  );
}

/** The full-match winner market (M before the start, RM in play) while it takes bets (as placeBet judges it); null otherwise. */
function winnerOdds(book: SportsBook, match: LiveMatch): HotMatch['odds'] {
  if (match.state.suspendedUntil > 0) return null;
  const w = match.state.status === 'live' ? 'RM' : 'M';
  const market = book.marketsOf(match).find((m) => m.w === w && m.betGameId === match.fixture.gameId);
  if (market === undefined || !market.open) return null;
  const price = (r: string): number | null => {
    const i = market.selections.indexOf(r);
    return i < 0 ? null : (market.odds[i] ?? null);
  };
  const home = price('H');
  const away = price('C');
  return home === null || away === null ? null : { home, draw: price('N'), away };
}

/**
 * The home page's hot matches, read from the book as the live engine left it: the scores, clock,
 * period and status of the moment, so they move as the engine plays and a finished match (retired
 * from the book) is gone.
 */
export function hotMatchesOf(book: SportsBook, size: number, now: Date): HotMatch[] {
  const cutoff = todayCutoff(now);
  const picked = [...book.matches.values()]
    .filter((match) => isHot(match, cutoff))
    .sort(byHeat)
    .slice(0, size);
  return picked.map((match) => {
    const { fixture } = match;
    const live = liveFieldsOf(match);
    return {
      matchId: fixture.gameId,
      sportType: fixture.sport,
      league: fixture.league,
      home: fixture.teamH,
      away: fixture.teamC,
      startTime: new Date(fixture.startMs).toISOString(),
      isLive: live.isLive,
      scoreHome: live.sc_FT_H,
      scoreAway: live.sc_FT_C,
      odds: winnerOdds(book, match),
      status: live.gameStatus,
      clock: live.re_time,
      period: live.se_now,
    };
  });
}
