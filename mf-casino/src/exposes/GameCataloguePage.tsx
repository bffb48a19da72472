import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { GameCatalogue } from '../features/catalogue';

/** /game/egame and /game/fishing: the e-game or fishing catalogue. */
const GameCataloguePage: RemoteModules['casino/GameCataloguePage'] = ({ category }) => (
  <GameCatalogue category={category} />
);

export default GameCataloguePage;
