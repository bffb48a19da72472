import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { WaitPage } from '../features/deposit';

/** /mine/xnbsk: the xnbsk order's waiting page with its QR code (xnbskWait). */
const XnbskWaitPage: RemoteModules['wallet/XnbskWaitPage'] = () => <WaitPage kind="xnbsk" />;

export default XnbskWaitPage;
