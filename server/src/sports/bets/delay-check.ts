import type { SportsBook } from '../book/sports-book';
import { profileOf } from '../catalog/sport-profiles';
import type { LegRow } from '../store/ticket-rows';

/** An in-play price may have dropped this much (3%) during the delay and the bet still stands. */
export const PRICE_TOLERANCE = 0.03;

export const REJECT_REASONS = {
  closed: '盘口已关闭，注单未被接受',
  odds: '赔率已变化，注单未被接受',
  score: '比分已变化，注单未被接受',
} as const;

/**
 * Why a delayed in-play ticket cannot stand, or null when it can: every leg's market is still open,
 * no price fell beyond the tolerance against the member, and no goal was scored meanwhile (a basket
 * or a rally point does not count: they come every few seconds).
 */
export function delayVerdict(book: SportsBook, legs: readonly LegRow[]): string | null {
  for (const leg of legs) {
    if (leg.outright_id !== null) {
      const outright = book.outrights.get(leg.outright_id);
      if (outright === undefined || !outright.open) return REJECT_REASONS.closed;
      continue;
    }
    const hit = book.findMarket(leg.bet_game_id, leg.w);
    const index = hit?.market.selections.indexOf(leg.r) ?? -1;
    if (hit === null || index < 0 || !hit.market.open || hit.match.state.suspendedUntil > 0)
      return REJECT_REASONS.closed;
    if (!leg.is_live) continue;
    const { state } = hit.match;
    const goals = profileOf(leg.sport).family === 'goals';
    if (
      goals &&
      leg.bet_score_h !== null &&
      leg.bet_score_c !== null &&
      (state.scoreH !== leg.bet_score_h || state.scoreC !== leg.bet_score_c)
    ) {
      return REJECT_REASONS.score;
    }
    // A line that moved on (a basket in basketball moves it) leaves the bet on its own line: only its price is comparable.
    if (hit.market.ratio !== leg.ratio) continue;
    const now = hit.market.odds[index] ?? 0;
    if (now < leg.odds * (1 - PRICE_TOLERANCE)) return REJECT_REASONS.odds;
  }
  return null;
}
