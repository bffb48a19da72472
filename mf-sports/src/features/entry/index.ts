// The entry feature's public surface for the rest of mf-sports.
export { SportsEntry, BOOK_VENUE } from './SportsEntry';
