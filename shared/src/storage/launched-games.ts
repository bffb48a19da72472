/**
 * The game addresses this tab launched, kept in session storage: mf-casino records each launch
 * answer's address, and the host's /game/{venue} page frames only an address found here, so a
 * crafted link (/game/x?url=https://phish…) never puts a foreign page inside the site.
 */
export const LAUNCHED_GAMES_KEY = 'launchedGames';

/** Enough for every venue of a session; the oldest go first. */
const KEPT = 20;

export interface LaunchedGame {
  url: string;
  title: string;
}

function readAll(): LaunchedGame[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(LAUNCHED_GAMES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is LaunchedGame =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as LaunchedGame).url === 'string' &&
        typeof (entry as LaunchedGame).title === 'string',
    );
  } catch {
    // Unreadable or blocked storage: nothing was launched as far as this page can tell.
    return [];
  }
}

/** Notes an address the launch answer gave, with the game's name for the back bar. */
export function recordLaunchedGame(url: string, title: string): void {
  const kept = [...readAll().filter((entry) => entry.url !== url), { url, title }].slice(-KEPT);
  try {
    window.sessionStorage.setItem(LAUNCHED_GAMES_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked: the host page will refuse the frame and say to launch again.
  }
}

/** The launch this tab made for `url`, or null: only such an address may be framed. */
export function findLaunchedGame(url: string): LaunchedGame | null {
  return readAll().find((entry) => entry.url === url) ?? null;
}
