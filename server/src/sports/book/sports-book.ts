import type { Fixture } from '../model/fixture';
import type { LiveMatch } from '../model/live-match';
import type { Market } from '../model/market';
import type { MatchState } from '../model/match-state';
import type { LiveOutright } from '../model/outright';

/** A selection's market, found by the id it is placed on (the match's, or the half match's). */
export interface MarketHit {
  match: LiveMatch;
  market: Market;
}

/**
 * Every fixture and outright of the book, in memory. Ids of finished fixtures are remembered so the
 * filler never brings a played match back.
 */
export class SportsBook {
  readonly matches = new Map<string, LiveMatch>();
  readonly outrights = new Map<string, LiveOutright>();
  private readonly byHgid = new Map<string, LiveMatch>();
  private readonly retired = new Set<string>();

  /** `price`: the prices of a fixture the book holds before the feed priced it (the sports feed's). */
  constructor(private readonly price: (fixture: Fixture, state: MatchState) => Market[]) {}

  add(match: LiveMatch): void {
    this.matches.set(match.fixture.gameId, match);
    this.byHgid.set(match.fixture.hgid, match);
  }

  /** Takes a finished or cancelled fixture out; its id is never used again. */
  retire(gameId: string): void {
    const match = this.matches.get(gameId);
    if (match !== undefined) this.byHgid.delete(match.fixture.hgid);
    this.matches.delete(gameId);
    this.retired.add(gameId);
  }

  isRetired(gameId: string): boolean {
    return this.retired.has(gameId);
  }

  has(gameId: string): boolean {
    return this.matches.has(gameId) || this.retired.has(gameId);
  }

  /** The fixture of a match id or a half match id. */
  findMatch(id: string): LiveMatch | undefined {
    return this.matches.get(id) ?? this.byHgid.get(id);
  }

  /** The markets of a match, priced on first need. */
  marketsOf(match: LiveMatch): Market[] {
    if (match.markets === null)
      match.markets =
        match.state.status === 'upcoming' || match.state.status === 'live'
          ? this.price(match.fixture, match.state)
          : [];
    return match.markets;
  }

  findMarket(betGameId: string, w: string): MarketHit | null {
    const match = this.findMatch(betGameId);
    if (match === undefined) return null;
    const market = this.marketsOf(match).find((m) => m.w === w && m.betGameId === betGameId);
    return market === undefined ? null : { match, market };
  }

  addOutright(outright: LiveOutright): void {
    this.outrights.set(outright.def.gameId, outright);
  }

  retireOutright(gameId: string): void {
    this.outrights.delete(gameId);
    this.retired.add(gameId);
  }
}
