import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { BetRecords } from '../features/records';

/** /mine/betRecord: the member's bet records, the sports book's tickets or a casino venue's rounds. */
const BetRecordPage: RemoteModules['sports/BetRecordPage'] = () => <BetRecords />;

export default BetRecordPage;
