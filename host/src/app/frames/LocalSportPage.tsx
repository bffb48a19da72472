import { useParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { api } from 'shared/api';
import { launchGame } from 'shared/contract';
import { currentSession } from 'shared/state';
import { ErrorState, Spinner, useAsync } from 'shared/ui';
import { withUserId } from '../../navigation/launch-url';
import { NAMESPACE } from '../../setup';
import { GameFrame } from './GameFrame';

/**
 * /game/sport/:enName for a third-party sports venue: the venue's own book in a frame, from its
 * launch address. The local book (CRTY) is the sports remote's page instead (SportBookRoute).
 */
export function LocalSportPage() {
  const { t } = useTranslation(NAMESPACE);
  const { enName = '' } = useParams();
  const venue = enName.toUpperCase();
  const launch = useAsync(async () => {
    const { url } = await api.request(launchGame, { enName: venue, gameCode: '' });
    const session = currentSession();
    return session ? withUserId(url, session.userId) : url;
  }, [venue]);

  if (launch.status === 'loading') return <Spinner label={t('game.opening')} />;
  if (launch.status === 'error') return <ErrorState title={t('game.openFailed')} message={launch.error} onRetry={launch.reload} />;
  return <GameFrame url={launch.data} title={t('title.localSport')} />;
}
