import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { AddBankCardPage as Page } from '../features/accounts';

/** /mine/addBankCard: bank cards. */
const AddBankCardPage: RemoteModules['wallet/AddBankCardPage'] = () => <Page />;

export default AddBankCardPage;
