import { AccountsPage } from './AccountsPage';
import { CoinAddressForm } from './CoinAddressForm';

/** /mine/virtualCoinCard */
export function VirtualCoinCardPage() {
  return (
    <AccountsPage
      kind="coin"
      titleId="virtual-coin-card-title"
      renderForm={(props) => <CoinAddressForm {...props} />}
    />
  );
}
