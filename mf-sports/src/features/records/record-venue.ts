import type { VenueCategory } from 'shared/contract';

/** The local sports book: its records are tickets; every other venue's are casino rounds. */
export const SPORTS_VENUE = 'CRTY';

/** The casino categories whose venues have records, in the navigation's order. */
export const CASINO_CATEGORIES: readonly VenueCategory[] = ['ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'];

/** The URL's ?venue= as a venue code (what the contract accepts); anything else means the sports book. */
export function venueFromParam(value: string | null): string {
  return value !== null && /^[A-Za-z0-9_-]{1,20}$/.test(value) ? value : SPORTS_VENUE;
}
