import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { TransferMoneyPage as Page } from '../features/transfer';

/** /mine/transfermoney: transfers between the centre wallet and the venues. */
const TransferMoneyPage: RemoteModules['wallet/TransferMoneyPage'] = () => <Page />;

export default TransferMoneyPage;
