import { gameTicketSchema } from 'shared/contract';
import { locationFor } from 'shared/routes';
import type { LaunchedGame } from 'shared/storage';

/** Where a launch answer takes the member (SPEC §4 "Game launch"). */
export type LaunchDecision =
  | { kind: 'localSport' }
  /** `frame`: the web address the /game/{venue} page frames, to be recorded as launched. */
  | { kind: 'inApp'; path: string; frame?: LaunchedGame }
  | { kind: 'newWindow'; url: string }
  | { kind: 'refused' };

export interface LaunchFlags {
  /** SPEC §1 `innerGame`: games open inside the site rather than in a new window. */
  innerGame: boolean;
}

/** The local book: its launch data is kept and the local sport route shows it. */
export const LOCAL_SPORT_VENUE = 'CRTY';

/** SPEC §4 step 3: these venues refuse to be framed, so their games always get a window of their own. */
const OWN_WINDOW_VENUES: ReadonlySet<string> = new Set(['XMTY', 'G1CP', 'SGCP']);

/** Whitespace, control characters and backslashes: browsers strip or rewrite them, which turns '/\evil' into '//evil'. */
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Any origin will do: it only tells whether a path would leave it. */
const PROBE_ORIGIN = 'https://origin.invalid';

/** An absolute http(s) address with a host, spelled out: the parser would read 'http:evil' as http://evil/. */
function isWebAddress(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** A path of our own site: one leading slash, never '//host', and it still resolves on our origin. */
function isSitePath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * What to do with the url a launch answered for the venue `enName`. Anything that is not an http(s)
 * address, one of our own paths or a game ticket is refused: the address comes from a venue, and a
 * javascript:, data: or '//host' value must never be followed. `title` names the game on the
 * /game/{venue} page's back bar.
 */
export function launchTarget(enName: string, url: string, flags: LaunchFlags, title?: string): LaunchDecision {
  const venue = enName.toUpperCase();
  if (url === '' || UNSAFE_CHARACTERS.test(url)) return { kind: 'refused' };
  const web = isWebAddress(url);
  const sitePath = !web && isSitePath(url);
  if (venue === LOCAL_SPORT_VENUE) return web || sitePath ? { kind: 'localSport' } : { kind: 'refused' };
  if (web) {
    if (!flags.innerGame || OWN_WINDOW_VENUES.has(venue)) return { kind: 'newWindow', url };
    return {
      kind: 'inApp',
      path: locationFor('game', { info: venue.toLowerCase() }, { url, title }),
      frame: { url, title: title ?? '' },
    };
  }
  if (sitePath) return { kind: 'inApp', path: url };
  if (HAS_SCHEME.test(url) || url.startsWith('/') || !gameTicketSchema.safeParse(url).success)
    return { kind: 'refused' };
  const hostPage = locationFor('pgGame', undefined, { venue, ticket: url });
  return flags.innerGame ? { kind: 'inApp', path: hostPage } : { kind: 'newWindow', url: hostPage };
}
