import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { SportsVenueList } from '../features/venues';

/** /game/sport: the sports venues (type TY). */
const SportsVenuePage: RemoteModules['sports/SportsVenuePage'] = () => <SportsVenueList />;

export default SportsVenuePage;
