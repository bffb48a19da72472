import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { VenueList } from '../features/venues/VenueList';

/** /game/realbet, /game/chess, /game/gaming, /game/lottery, /game/egame, /game/fishing: one list per category. */
const VenueListPage: RemoteModules['casino/VenueListPage'] = ({ category }) => <VenueList category={category} />;

export default VenueListPage;
