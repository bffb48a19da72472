import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { AlipayManagePage as Page } from '../features/accounts';

/** /mine/alipayManage: Alipay accounts. */
const AlipayManagePage: RemoteModules['wallet/AlipayManagePage'] = () => <Page />;

export default AlipayManagePage;
