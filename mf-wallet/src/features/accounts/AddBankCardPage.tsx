import { AccountsPage } from './AccountsPage';
import { BankCardForm } from './BankCardForm';

/** /mine/addBankCard */
export function AddBankCardPage() {
  return <AccountsPage kind="bank" titleId="add-bank-card-title" renderForm={(props) => <BankCardForm {...props} />} />;
}
