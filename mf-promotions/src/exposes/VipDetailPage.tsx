import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { VipDetail } from '../features/vip';

/** /mine/vip/detail: one grade's benefits in full, and the weekly VIP gift. */
const VipDetailPage: RemoteModules['promotions/VipDetailPage'] = () => <VipDetail />;

export default VipDetailPage;
