import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { GameHostPage as Page } from '../features/host-page';

/** /pg/game (full window) and /dz/game (in the shell): a launched game's host page, ?venue=&ticket=. */
const GameHostPage: RemoteModules['casino/GameHostPage'] = () => <Page />;

export default GameHostPage;
