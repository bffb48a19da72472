import { atom } from 'jotai';
import { bookFilterReducer, INITIAL_BOOK_FILTER, type BookAction, type BookFilter } from './book-filter';

// The book's own state, private to mf-sports; atoms outlive the component, so a tab switch keeps it.

export const bookFilterAtom = atom<BookFilter>(INITIAL_BOOK_FILTER);

/** Applies one of the book's selection rules (book-filter.ts). */
export const bookActionAtom = atom(null, (get, set, action: BookAction) =>
  set(bookFilterAtom, bookFilterReducer(get(bookFilterAtom), action)),
);

/** The league list side panel: shown or hidden, and its search text. */
export const leaguePanelShownAtom = atom(true);
export const leagueSearchAtom = atom('');

/** Leagues whose matches are folded away in the list. */
export const collapsedLeaguesAtom = atom<ReadonlySet<number>>(new Set<number>());

export const toggleLeagueExpandedAtom = atom(null, (get, set, leagueId: number) => {
  const next = new Set(get(collapsedLeaguesAtom));
  if (next.has(leagueId)) next.delete(leagueId);
  else next.add(leagueId);
  set(collapsedLeaguesAtom, next);
});
