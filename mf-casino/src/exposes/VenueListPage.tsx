import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { VenueList } from '../features/venues';

/** /game/realbet, /game/chess, /game/gaming, /game/lottery: one list of venues per category (e-games and fishing are GameCataloguePage). */
const VenueListPage: RemoteModules['casino/VenueListPage'] = ({ category }) => <VenueList category={category} />;

export default VenueListPage;
