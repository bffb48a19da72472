import { useAtom } from 'jotai';
import { useParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { sportsLaunchAtom } from 'shared/state';
import { ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { GameFrame } from './GameFrame';

/**
 * /game/sport/:enName for a third-party sports venue: the venue's own book in a frame, from the
 * launch data of this visit (SPEC §2 guard 4: loaded once by the sports route, with the member's
 * id). The local book (CRTY) is the sports remote's page instead (SportBookRoute).
 */
export function LocalSportPage() {
  const { t } = useTranslation(NAMESPACE);
  const venue = (useParams().enName ?? '').toUpperCase();
  const [launch, setLaunch] = useAtom(sportsLaunchAtom);
  if (launch?.venue === venue && launch.state === 'failed') {
    // Emptied, the launch data is loaded again by the sports route.
    return <ErrorState title={t('game.openFailed')} message={launch.message} onRetry={() => setLaunch(null)} />;
  }
  if (launch?.venue !== venue || launch.state !== 'ready') return <Spinner label={t('game.opening')} />;
  return <GameFrame url={launch.url} title={t('title.localSport')} />;
}
