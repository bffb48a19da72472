import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'shared/router';
import { errorMessage } from 'shared/api';
import { launchGame } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { routePatterns } from 'shared/routes';
import { appStore, sessionAtom, sportsLaunchAtom, sportsPageAtom, withUserId, type SportsLaunch } from 'shared/state';

/** The sports route of guard 4 is /game/sport/{enName}: the venue named in it, upper case (CRTY), or null elsewhere. */
export function sportsVenueOf(pathname: string): string | null {
  const prefix = `${routePatterns.sport}/`;
  if (!pathname.startsWith(prefix)) return null;
  const enName = decodeURIComponent(pathname.slice(prefix.length).split('/')[0] ?? '');
  return enName === '' ? null : enName.toUpperCase();
}

/**
 * Asks for the venue's launch data once: marks it loading at once (so a render meanwhile asks
 * nothing more) and stores the answer, with the member's id, unless the visit ended or moved on.
 * A launch may move money (the auto-transfer into the venue), so money figures refetch after it.
 * The query library loads with the call: the shell's first chunk does not carry it.
 */
function loadSportsLaunch(venue: string, userId: string): void {
  const loading: SportsLaunch = { venue, state: 'loading' };
  appStore.set(sportsLaunchAtom, loading);
  const settle = (next: SportsLaunch) => {
    if (appStore.get(sportsLaunchAtom) === loading) appStore.set(sportsLaunchAtom, next);
  };
  import('shared/query')
    .then(({ sendEndpoint }) => sendEndpoint(launchGame, { enName: venue, gameCode: '' }, { money: true }))
    .then(
      ({ url }) => settle({ venue, state: 'ready', url: withUserId(url, userId) }),
      (error: unknown) =>
        settle({ venue, state: 'failed', message: errorMessage(error, i18n.t('shared:common.loadFailed')) }),
    );
}

/**
 * SPEC §2 guard 4: on the sports route the flag is up and the venue's launch data is there: the
 * one a launch handed over, else loaded once for this visit. Leaving lowers the flag and drops the
 * launch data, so the next visit starts from a fresh launch.
 */
export function useSportsRoute(): void {
  const venue = sportsVenueOf(useLocation().pathname);
  const session = useAtomValue(sessionAtom);
  const launch = useAtomValue(sportsLaunchAtom);
  const setFlag = useSetAtom(sportsPageAtom);

  useEffect(() => {
    if (venue === null) return undefined;
    setFlag(true);
    return () => {
      setFlag(false);
      appStore.set(sportsLaunchAtom, null);
    };
  }, [venue, setFlag]);

  const userId = session?.userId ?? null;
  const needed = venue !== null && userId !== null && (launch === null || launch.venue !== venue);
  useEffect(() => {
    if (needed && venue !== null && userId !== null) loadSportsLaunch(venue, userId);
  }, [needed, venue, userId]);
}
