import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { TransRecordPage as Page } from '../features/records';

/** /mine/transRecord: the member's deal records. */
const TransRecordPage: RemoteModules['wallet/TransRecordPage'] = () => <Page />;

export default TransRecordPage;
