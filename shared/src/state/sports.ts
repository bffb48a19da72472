import { atom } from 'jotai';

/** True while the sports route (/game/sport…) is shown; the host sets it on entry and resets it on leaving (SPEC §2 guard 4). */
export const sportsPageAtom = atom(false);

/** The sports venue (CRTY) launch address, loaded once per session on entering the sports route; it carries the user id. */
export const sportsLaunchUrlAtom = atom<string | null>(null);
