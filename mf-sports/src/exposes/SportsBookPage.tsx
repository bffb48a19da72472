import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { SportsBook } from '../features/book';
import { BetSlip } from '../features/slip';

/** /game/sport/crty: the local sports book with its bet slip beside the match list. */
const SportsBookPage: RemoteModules['sports/SportsBookPage'] = () => <SportsBook aside={<BetSlip />} />;

export default SportsBookPage;
