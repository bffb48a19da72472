import { atom } from 'jotai';

/**
 * True while the sports route (/game/sport/{enName}) is shown; the host raises it on entry and
 * lowers it on leaving (SPEC §2 guard 4). The shell draws that route without its footer.
 */
export const sportsPageAtom = atom(false);

/** The sports venue's launch data for the current visit of the sports route (SPEC §2 guard 4). */
export type SportsLaunch =
  | { venue: string; state: 'loading' }
  | { venue: string; state: 'ready'; url: string }
  | { venue: string; state: 'failed'; message: string };

/**
 * Loaded once per visit (or handed over by the launch that opened the route) and read by the
 * route's page; leaving the route resets it, so the next visit loads its own. Null: nothing yet,
 * and setting it to null on the sports route asks the host to load it again.
 */
export const sportsLaunchAtom = atom<SportsLaunch | null>(null);

/** Where relative addresses are resolved: only the path and query of one matter. */
const LOCAL_BASE = 'http://local.invalid';

/**
 * SPEC §2 guard 4: the sports launch address must carry the user id. The server puts it there;
 * this adds `uid` when an answer lacks it, rather than opening a book without the member. A
 * relative address (the local book, /game/sport/crty) stays relative.
 */
export function withUserId(url: string, userId: string): string {
  const relative = url.startsWith('/') && !url.startsWith('//');
  let parsed: URL;
  try {
    parsed = relative ? new URL(url, LOCAL_BASE) : new URL(url);
  } catch {
    return url;
  }
  if (!parsed.searchParams.has('uid')) parsed.searchParams.set('uid', userId);
  return relative ? parsed.pathname + parsed.search + parsed.hash : parsed.toString();
}

/** The user id a launch address carries, or null. */
export function userIdOf(url: string): string | null {
  try {
    return new URL(url, LOCAL_BASE).searchParams.get('uid');
  } catch {
    return null;
  }
}
