import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { BalanceWidget as Widget } from '../features/balance/BalanceWidget';

/** The header's centre-wallet balance; the host renders it for logged-in members only. */
const BalanceWidget: RemoteModules['wallet/BalanceWidget'] = () => <Widget />;

export default BalanceWidget;
