import { atom } from 'jotai';

/** The match whose chat room is open beside the book, with the heading it was opened with. */
export interface OpenMatchChat {
  gameId: string;
  /** "Home vs Away". */
  title: string;
}

// An atom outlives the book's components, so switching market tabs (or leaving the page and
// coming back to the kept-alive book) keeps the room open. One room at a time.
export const matchChatAtom = atom<OpenMatchChat | null>(null);

/** Opens the match's room in place of any other; pressing the open match's button again closes it. */
export const toggleMatchChatAtom = atom(null, (get, set, chat: OpenMatchChat) => {
  set(matchChatAtom, get(matchChatAtom)?.gameId === chat.gameId ? null : chat);
});
