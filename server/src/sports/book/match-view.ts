import type { Outright, SportMarketLine, SportMatch } from 'shared/contract';
import type { LiveMatch } from '../model/live-match';
import type { Market } from '../model/market';
import type { LiveOutright } from '../model/outright';
import { liveFieldsOf } from './live-fields';
import type { SportsBook } from './sports-book';

export function marketView(market: Market): SportMarketLine {
  return {
    w: market.w,
    ratio: market.ratio,
    strong: market.strong,
    open: market.open,
    prices: market.selections.map((r, i) => ({ r, odds: market.odds[i] ?? 1.01 })),
  };
}

/** A match as the contract describes it (SPEC §3 gameInfo), prices included. */
export function matchView(book: SportsBook, match: LiveMatch): SportMatch {
  const { fixture } = match;
  return {
    gameId: fixture.gameId,
    gide: fixture.gide,
    hgid: fixture.hgid,
    league_id: fixture.leagueId,
    league: fixture.league,
    gameType: fixture.sport,
    team_h: fixture.teamH,
    team_c: fixture.teamC,
    startTime: new Date(fixture.startMs).toISOString(),
    ...liveFieldsOf(match),
    markets: book.marketsOf(match).map(marketView),
  };
}

export function outrightView(outright: LiveOutright): Outright {
  const { def } = outright;
  return {
    gameId: def.gameId,
    league_id: def.leagueId,
    league: def.league,
    gameType: def.sport,
    title: def.title,
    closesAt: new Date(def.closesMs).toISOString(),
    open: outright.open,
    rates: def.entrants.map((e) => ({ rtype: e.rtype, name: e.name, odds: e.odds })),
  };
}
