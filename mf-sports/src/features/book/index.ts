// The book feature's public surface for the rest of mf-sports.
export { FeedNotice } from './FeedNotice';
export { SportsBook } from './SportsBook';
export { bookFilterAtom } from './book-atoms';
export { INITIAL_BOOK_FILTER } from './book-filter';
