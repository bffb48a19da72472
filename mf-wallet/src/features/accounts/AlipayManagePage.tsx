import { AccountsPage } from './AccountsPage';
import { AlipayForm } from './AlipayForm';

/** /mine/alipayManage */
export function AlipayManagePage() {
  return <AccountsPage kind="alipay" titleId="alipay-manage-title" renderForm={(props) => <AlipayForm {...props} />} />;
}
