import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { VipOverview } from '../features/vip';

/** /mine/vip: grades, the member's progress, benefits and rebate rates. */
const VipPage: RemoteModules['promotions/VipPage'] = () => <VipOverview />;

export default VipPage;
