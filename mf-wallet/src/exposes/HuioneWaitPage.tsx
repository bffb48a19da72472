import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { WaitPage } from '../features/deposit';

/** /mine/huione: the huione order's waiting page (huiwangWait). */
const HuioneWaitPage: RemoteModules['wallet/HuioneWaitPage'] = () => <WaitPage kind="huione" />;

export default HuioneWaitPage;
