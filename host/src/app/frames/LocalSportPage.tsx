import { useParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { launchGame } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { currentSession } from 'shared/state';
import { AsyncView, ErrorState, Spinner } from 'shared/ui';
import { withUserId } from '../../navigation/launch-url';
import { NAMESPACE } from '../../setup';
import { GameFrame } from './GameFrame';

/** The launch address, carrying the member's id when one is logged in. */
function addressFor(url: string): string {
  const session = currentSession();
  return session ? withUserId(url, session.userId) : url;
}

/**
 * /game/sport/:enName for a third-party sports venue: the venue's own book in a frame, from its
 * launch address. The local book (CRTY) is the sports remote's page instead (SportBookRoute).
 */
export function LocalSportPage() {
  const { t } = useTranslation(NAMESPACE);
  const { enName = '' } = useParams();
  const venue = enName.toUpperCase();
  // One launch per venue and session: a refetch on focus would give the frame a new address and restart the book.
  const launch = useEndpoint(launchGame, { enName: venue, gameCode: '' }, { freshFor: Infinity });
  if (launch.status === 'error') return <ErrorState title={t('game.openFailed')} message={launch.error} onRetry={launch.reload} />;
  return (
    <AsyncView state={launch} loading={<Spinner label={t('game.opening')} />}>
      {({ url }) => <GameFrame url={addressFor(url)} title={t('title.localSport')} />}
    </AsyncView>
  );
}
