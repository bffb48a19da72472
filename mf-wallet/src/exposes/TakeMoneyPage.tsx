import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { TakeMoneyPage as Page } from '../features/withdraw';

/** /mine/takemoney: withdrawals. */
const TakeMoneyPage: RemoteModules['wallet/TakeMoneyPage'] = () => <Page />;

export default TakeMoneyPage;
