import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { SportsBook } from '../features/book';
import { SportsEntry } from '../features/entry';
import { BetSlip } from '../features/slip';

/** /game/sport/crty: the local sports book with its bet slip beside the match list, once the venue is entered. */
const SportsBookPage: RemoteModules['sports/SportsBookPage'] = () => (
  <SportsEntry>
    <SportsBook aside={<BetSlip />} />
  </SportsEntry>
);

export default SportsBookPage;
