import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { AccountManagePage as Page } from '../features/accounts';

/** /mine/accountManage/:id: one payout account. */
const AccountManagePage: RemoteModules['wallet/AccountManagePage'] = () => <Page />;

export default AccountManagePage;
