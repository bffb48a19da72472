import type { SportMatch } from 'shared/contract';

/** What a row takes from the snapshot: who plays, and which plays and picks it has. Live values come from the store. */
function shapeOf(match: SportMatch): string {
  return JSON.stringify([
    match.gameId,
    match.hgid,
    match.gide,
    match.league_id,
    match.league,
    match.gameType,
    match.team_h,
    match.team_c,
    match.startTime,
    match.markets.map((market) => [market.w, market.strong, market.prices.map((price) => price.r)]),
  ]);
}

/**
 * A refreshed snapshot keeps the previous object of every match whose shape did not change, so the
 * memoised rows of an unchanged list skip rendering (their prices, scores and clocks reach them
 * through the store); only new or reshaped matches render again.
 */
export function keepUnchangedMatches(
  previous: readonly SportMatch[],
  next: readonly SportMatch[],
): readonly SportMatch[] {
  if (previous.length === 0) return next;
  const before = new Map(previous.map((match) => [match.gameId, match]));
  return next.map((match) => {
    const old = before.get(match.gameId);
    return old !== undefined && shapeOf(old) === shapeOf(match) ? old : match;
  });
}
