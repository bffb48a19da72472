import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { VirtualCoinCardPage as Page } from '../features/accounts';

/** /mine/virtualCoinCard: virtual-coin addresses. */
const VirtualCoinCardPage: RemoteModules['wallet/VirtualCoinCardPage'] = () => <Page />;

export default VirtualCoinCardPage;
