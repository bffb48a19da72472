import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { SaveMoneyPage as Page } from '../features/deposit';

/** /mine/savemoney: deposits and their bank-transfer, recharge and virtual-coin waiting screens. */
const SaveMoneyPage: RemoteModules['wallet/SaveMoneyPage'] = () => <Page />;

export default SaveMoneyPage;
