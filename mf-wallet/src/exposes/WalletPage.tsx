import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { WalletPage as Page } from '../features/wallet';

/** /mine/wallet: the member's money at a glance. */
const WalletPage: RemoteModules['wallet/WalletPage'] = () => <Page />;

export default WalletPage;
