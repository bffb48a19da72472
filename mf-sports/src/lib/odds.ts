// Its own folder: the book, the slip (totals, winnings) and the records all convert odds, and none of them owns the member's format.
import type { OddsFormat } from 'shared/state';

/**
 * Odds formats (SPEC §4) from the European (decimal) price the server sends. Hong Kong is the net
 * win per unit (decimal − 1); Indonesian and Malay keep the Hong Kong figure on their "positive"
 * side and turn the other side into −1/HK, the standard conversions.
 */
export function convertOdds(decimal: number, format: OddsFormat): number {
  const hk = decimal - 1;
  switch (format) {
    case 'E':
      return round2(decimal);
    case 'H':
      return round2(hk);
    case 'I':
      return round2(hk >= 1 ? hk : -1 / hk);
    case 'M':
      return round2(hk <= 1 ? hk : -1 / hk);
  }
}

/** The price as shown: two decimals always ("0.90", "-1.05"). */
export function formatOdds(decimal: number, format: OddsFormat): string {
  return convertOdds(decimal, format).toFixed(2);
}

/** Half away from zero, so −1.055 shows −1.06 like 1.055 shows 1.06. */
function round2(value: number): number {
  const scaled = Math.round(Math.abs(value) * 100 + Number.EPSILON * 100) / 100;
  return value < 0 ? -scaled : scaled;
}

/** The combined European price of a parlay: the product of its legs. */
export function parlayOdds(decimals: readonly number[]): number {
  return decimals.reduce((product, odds) => product * odds, 1);
}
