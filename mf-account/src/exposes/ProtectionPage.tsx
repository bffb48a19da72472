import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { ProtectionPage as ProtectionPageView } from '../features/protection';

/** /mine/responsible: 负责任博彩, deposit and loss limits, the reality check, time-out and self-exclusion. */
const ProtectionPage: RemoteModules['account/ProtectionPage'] = () => <ProtectionPageView />;

export default ProtectionPage;
