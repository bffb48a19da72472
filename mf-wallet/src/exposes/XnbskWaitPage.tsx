import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { WaitPage } from '../features/deposit/WaitPage';

/** /mine/xnbsk: the xnbsk order's waiting page with its QR code (xnbskWait). */
const XnbskWaitPage: RemoteModules['wallet/XnbskWaitPage'] = () => <WaitPage kind="xnbsk" />;

export default XnbskWaitPage;
