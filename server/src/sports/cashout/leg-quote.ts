import type { SportsBook } from '../book/sports-book';
import type { LegRow } from '../store/ticket-rows';
import type { PricedLeg } from './price-offer';

/**
 * A ticket leg's live price in the book. null when its fixture left the book or the line the leg was
 * placed on is no longer offered (the same pick on another line is another bet); not open while the
 * market is suspended, a live match is in its post-event suspension, or the match is over.
 */
export function legQuote(
  book: SportsBook,
  leg: Pick<LegRow, 'bet_game_id' | 'outright_id' | 'w' | 'r' | 'ratio'>,
): PricedLeg['live'] {
  if (leg.w === 'FS') {
    const outright = book.outrights.get(leg.outright_id ?? leg.bet_game_id);
    const entrant = outright?.def.entrants.find((e) => e.rtype === leg.r);
    if (outright === undefined || entrant === undefined) return null;
    return { odds: entrant.odds, open: outright.open };
  }
  const hit = book.findMarket(leg.bet_game_id, leg.w);
  if (hit === null) return null;
  const { match, market } = hit;
  const index = market.selections.indexOf(leg.r);
  const odds = market.odds[index];
  if (index < 0 || odds === undefined || (market.ratio ?? null) !== (leg.ratio ?? null)) return null;
  const playing = match.state.status === 'upcoming' || match.state.status === 'live';
  return { odds, open: playing && market.open && match.state.suspendedUntil === 0 };
}
