/** Written by the casino's launch (mf-casino/src/features/launch/launched-games.ts): the addresses this tab launched. */
const LAUNCHED_GAMES_KEY = 'launchedGames';

export interface LaunchedGame {
  url: string;
  title: string;
}

/**
 * The launch this tab made for `url`, or null. Only such an address may be framed: a link carrying
 * any other address (a phishing page dressed as a game) is refused, whatever title it names.
 */
export function findLaunchedGame(url: string): LaunchedGame | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(LAUNCHED_GAMES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return null;
    for (const entry of parsed as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { url: launched, title } = entry as Record<string, unknown>;
      if (launched === url && typeof title === 'string') return { url, title };
    }
  } catch {
    // Unreadable or blocked storage: nothing was launched as far as this page can tell.
  }
  return null;
}
