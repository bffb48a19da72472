import type { ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { venueResource } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { invalidateEndpoints } from 'shared/query';
import { sessionAtom, sportsLaunchAtom, userIdOf } from 'shared/state';
import { ErrorState, Spinner } from 'shared/ui';
import { venueReentryAtom } from '../../lib/venue-reentry';
import { NAMESPACE } from '../../setup';

/** The local book's venue (SPEC §2: crty denotes the sports venue). */
export const BOOK_VENUE = 'CRTY';

/**
 * The local book behind the sports route's launch data (SPEC §2 guard 4): shown once this visit's
 * launch for CRTY is there and carries this member's id. Entering again (a failed launch, another
 * member's address, or a 6302 from a venue/resource call) empties the launch data, which the host
 * loads afresh, and refetches the book's calls.
 */
export function SportsEntry({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const [launch, setLaunch] = useAtom(sportsLaunchAtom);
  const [reentry, setReentry] = useAtom(venueReentryAtom);
  const userId = useAtomValue(sessionAtom)?.userId ?? null;

  const enterAgain = () => {
    setReentry(null);
    setLaunch(null);
    void invalidateEndpoints([venueResource]);
  };

  if (reentry !== null) {
    return (
      <ErrorState
        title={t('entry.reentryTitle')}
        message={reentry}
        onRetry={enterAgain}
        retryLabel={t('entry.reenter')}
      />
    );
  }
  if (launch?.venue === BOOK_VENUE && launch.state === 'failed') {
    return <ErrorState title={t('entry.failed')} message={launch.message} onRetry={enterAgain} />;
  }
  if (launch?.venue !== BOOK_VENUE || launch.state !== 'ready') return <Spinner label={t('entry.entering')} />;
  if (userId === null || userIdOf(launch.url) !== userId) {
    return <ErrorState title={t('entry.reentryTitle')} onRetry={enterAgain} retryLabel={t('entry.reenter')} />;
  }
  return children;
}
