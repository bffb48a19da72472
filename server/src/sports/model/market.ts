import type { PlayCode } from 'shared/contract';

/**
 * One play of a match as the book holds it in memory. Prices live here, never in the database: the
 * random mover changes thousands a second.
 */
export interface Market {
  w: PlayCode;
  /** The id selections of this play are placed on: the half match's (hgid) for half-time plays. */
  betGameId: string;
  ratio: string | null;
  strong: 'H' | 'C' | null;
  /** Selection codes, in the order of the chances and prices. */
  selections: string[];
  /** The chances the model gives, margin included (they add up to 1 + margin). */
  model: number[];
  /** The chances quoted now: the model's, moved about by the random mover. */
  chances: number[];
  /** European prices of the selections, from `chances`. */
  odds: number[];
  open: boolean;
  /** A test set one of its prices by hand: the random mover leaves it alone until the next reprice. */
  pinned: boolean;
}

/** The key of a price on the feed and in the slip: `${betGameId}|${w}|${r}`. */
export function priceKey(betGameId: string, w: string, r: string): string {
  return `${betGameId}|${w}|${r}`;
}
