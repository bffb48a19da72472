import type { OddsFormat } from 'shared/state';
import { parlayOdds } from '../../../lib/odds';

/**
 * The odds a stake is multiplied by to show the potential winnings in a format: the European price
 * itself (the whole return), or the Hong Kong figure (the net win) for H, I and M. Indonesian and
 * Malay show negative prices on one side; their Hong Kong equivalent is used instead, because a
 * negative price times a stake means nothing as a win (and it is what the member would win).
 */
export function winningsOdds(decimal: number, format: OddsFormat): number {
  return format === 'E' ? decimal : decimal - 1;
}

/** SPEC §5: stake × odds to the cent; a non-number gives 0, a negative becomes 0. */
export function potentialWinnings(stake: unknown, odds: unknown): number {
  const amount = typeof stake === 'string' && stake.trim() === '' ? Number.NaN : Number(stake);
  const price = Number(odds);
  const product = amount * price;
  if (typeof stake === 'boolean' || typeof odds === 'boolean' || !Number.isFinite(product) || product <= 0) return 0;
  return Math.round((product + Number.EPSILON) * 100) / 100;
}

/** Shown with 2 decimals. */
export function formatWinnings(value: number): string {
  return (Number.isFinite(value) && value > 0 ? value : 0).toFixed(2);
}

/** A series: one stake on the product of the European legs; in Hong Kong format that is product − 1. */
export function seriesWinnings(stake: unknown, legs: readonly number[], format: OddsFormat): number {
  return legs.length === 0 ? 0 : potentialWinnings(stake, winningsOdds(parlayOdds(legs), format));
}

/** Multiple: one ticket per selection, each with the stake; the winnings add up. */
export function multipleWinnings(stake: unknown, legs: readonly number[], format: OddsFormat): number {
  const total = legs.reduce((sum, decimal) => sum + potentialWinnings(stake, winningsOdds(decimal, format)), 0);
  return Math.round(total * 100) / 100;
}
