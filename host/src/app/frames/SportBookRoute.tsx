import { useParams } from 'shared/router';
import { RemoteArea } from '../../remote-area/RemoteArea';
import { lazyPage } from '../../pages/lazy-page';

// Its own chunk: the first page does not carry it.
const LocalSportPage = lazyPage(() => import('./LocalSportPage').then((m) => m.LocalSportPage));

/** SPEC §2: /game/sport/{enName}; crty marks the local book of the sports remote, any other venue opens its own address in a frame. */
export function SportBookRoute() {
  const { enName = '' } = useParams();
  if (enName.toUpperCase() === 'CRTY') return <RemoteArea module="sports/SportsBookPage" props={{ enName }} />;
  return <LocalSportPage />;
}
