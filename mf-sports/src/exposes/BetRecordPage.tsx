import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { BetRecords } from '../features/records/BetRecords';

/** /mine/betRecord: the member's sports bet records. */
const BetRecordPage: RemoteModules['sports/BetRecordPage'] = () => <BetRecords />;

export default BetRecordPage;
