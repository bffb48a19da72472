import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'shared/router';
import { api } from 'shared/api';
import { launchGame } from 'shared/contract';
import { routePatterns } from 'shared/routes';
import { appStore, sessionAtom, sportsLaunchUrlAtom, sportsPageAtom } from 'shared/state';
import { withUserId } from './launch-url';

/** The sports venue whose launch data the sports route needs (CRTY, the local book). */
export const SPORTS_VENUE = 'CRTY';

export function isSportsPath(pathname: string): boolean {
  return pathname === routePatterns.sport || pathname.startsWith(`${routePatterns.sport}/`);
}

let loading: Promise<void> | null = null;

/** Loads the launch address once per session; a failure leaves it empty for the next entry to retry. */
function loadSportsLaunch(userId: string): Promise<void> {
  loading ??= api
    .request(launchGame, { enName: SPORTS_VENUE, gameCode: '' })
    .then(({ url }) => appStore.set(sportsLaunchUrlAtom, withUserId(url, userId)))
    .catch((error: unknown) => console.warn('[sports] launch failed', error))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** SPEC §2 guard 4: on the sports route the flag is up and the launch data is loaded; leaving lowers it. */
export function useSportsRoute(): void {
  const { pathname } = useLocation();
  const onSports = isSportsPath(pathname);
  const session = useAtomValue(sessionAtom);
  const launchUrl = useAtomValue(sportsLaunchUrlAtom);
  const setFlag = useSetAtom(sportsPageAtom);

  useEffect(() => {
    setFlag(onSports);
  }, [onSports, setFlag]);

  useEffect(() => {
    if (onSports && session && !launchUrl) void loadSportsLaunch(session.userId);
  }, [onSports, session, launchUrl]);
}
