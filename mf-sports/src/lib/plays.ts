// The book's play codes; the feed keys its prices, the slip and the records label their legs with them too.
import type { OddsFormat } from 'shared/state';

/**
 * Play codes whose odds type label is the member's odds format (SPEC §5 "double-handicap play
 * codes"): handicaps and totals, full time and half time, pre-match and in-play, and the RN/RS
 * (corners, bookings) series. Every other play shows its play name only.
 */
export const DOUBLE_HANDICAP_PLAYS: ReadonlySet<string> = new Set([
  'R',
  'OU',
  'RE',
  'ROU',
  'HR',
  'HOU',
  'HRE',
  'HROU',
  'RN',
  'RNC',
  'RNB',
  'ROUN',
  'RS',
  'RSC',
  'RSB',
  'ROUS',
]);

/** Half-time plays (SPEC §5): these start with H and are placed on the half match's id. */
export const HALF_TIME_PLAYS: ReadonlySet<string> = new Set(['HR', 'HOU', 'HM', 'HEO', 'HRE', 'HROU', 'HRM', 'HREO']);

export function isDoubleHandicap(w: string): boolean {
  return DOUBLE_HANDICAP_PLAYS.has(w);
}

export function isHalfTimePlay(w: string): boolean {
  return w.startsWith('H') && HALF_TIME_PLAYS.has(w);
}

/** The id a selection is placed on: the half match's for half-time plays, the match's otherwise. */
export function betGameId(match: { gameId: string; hgid: string }, w: string): string {
  return isHalfTimePlay(w) ? match.hgid : match.gameId;
}

/** i18n key of the odds type label shown next to a price (香港盘…); other plays show none. */
export function oddsTypeLabelKey(w: string, format: OddsFormat): string | null {
  return isDoubleHandicap(w) ? `odds.format.${format}` : null;
}
