import type { Outcome } from '../../../sports/rules/outcomes';
import type { Dist } from './distribution';

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 99;

/**
 * The European price at which a selection returns its stake on average, given how it settles for
 * each value: pW·o + pLW·(1+o)/2 + pP + pLL/2 = 1 (half results and pushes return part of the stake).
 * Infinity when it cannot win.
 */
export function fairOdds(dist: Dist, outcomeOf: (value: number) => Outcome | null): number {
  let w = 0;
  let lw = 0;
  let p = 0;
  let ll = 0;
  for (const [value, probability] of dist) {
    const outcome = outcomeOf(value);
    if (outcome === 'W') w += probability;
    else if (outcome === 'LW') lw += probability;
    else if (outcome === 'P') p += probability;
    else if (outcome === 'LL') ll += probability;
  }
  const winning = w + lw / 2;
  if (winning < 1e-9) return Number.POSITIVE_INFINITY;
  return Math.max(1.0001, (1 - lw / 2 - p - ll / 2) / winning);
}

/** The fair chances (1/odds) scaled so they add up to 1 + margin: the bookmaker's edge. */
export function withMargin(fair: readonly number[], margin: number): number[] {
  const chances = fair.map((odds) => (Number.isFinite(odds) ? 1 / odds : 0));
  const sum = chances.reduce((a, b) => a + b, 0);
  return chances.map((chance) => (sum > 0 ? (chance / sum) * (1 + margin) : 0));
}

/** A chance with margin as a quoted price: two decimals, within the book's range. */
export function oddsOf(chance: number): number {
  if (chance <= 0) return MAX_ODDS;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round((1 / chance) * 100) / 100));
}
