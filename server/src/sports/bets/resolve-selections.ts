import { ResponseCode, type BetSelection } from 'shared/contract';
import { DomainError } from '../../domain/domain-error';
import type { SportsBook } from '../book/sports-book';
import type { LiveMatch } from '../model/live-match';
import type { Market } from '../model/market';
import type { LiveOutright } from '../model/outright';

/** A slip selection found in the book, with its price and line now. */
export interface ResolvedSelection {
  selection: BetSelection;
  /** The fixture (or outright) it depends on: a series takes one selection per fixture. */
  fixtureId: string;
  champion: boolean;
  match: LiveMatch | null;
  market: Market | null;
  outright: LiveOutright | null;
  odds: number;
  ratio: string | null;
  live: boolean;
}

const CLOSED = '盘口已关闭，请重新选择';

/** Finds every selection's market; one that is gone, suspended or closed refuses the slip (7103). */
export function resolveSelections(book: SportsBook, selections: readonly BetSelection[]): ResolvedSelection[] {
  return selections.map((selection) => {
    if (selection.w === 'FS') {
      const outright = book.outrights.get(selection.gameId);
      const entrant = outright?.def.entrants.find((e) => e.rtype === selection.r);
      if (outright === undefined || entrant === undefined || !outright.open)
        throw new DomainError(ResponseCode.MARKET_CLOSED, CLOSED);
      return {
        selection,
        fixtureId: outright.def.gameId,
        champion: true,
        match: null,
        market: null,
        outright,
        odds: entrant.odds,
        ratio: null,
        live: false,
      };
    }
    const hit = book.findMarket(selection.gameId, selection.w);
    const index = hit?.market.selections.indexOf(selection.r) ?? -1;
    if (hit === null || index < 0) throw new DomainError(ResponseCode.MARKET_CLOSED, CLOSED);
    const { match, market } = hit;
    const playing = match.state.status === 'upcoming' || match.state.status === 'live';
    if (!playing || !market.open || match.state.suspendedUntil > 0)
      throw new DomainError(ResponseCode.MARKET_CLOSED, CLOSED);
    return {
      selection,
      fixtureId: match.fixture.gameId,
      champion: false,
      match,
      market,
      outright: null,
      odds: market.odds[index] ?? 0,
      ratio: market.ratio,
      live: match.state.status === 'live',
    };
  });
}
