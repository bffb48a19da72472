import {
  addAlipayAccount,
  addBankCard,
  addVirtualCoinAddress,
  deletePayoutAccount,
  queryMemberBanksInfoList,
  setDefaultPayoutAccount,
  withdrawInfo,
  type CoinProtocol,
  type Endpoint,
} from 'shared/contract';
import { useEndpointMutation } from 'shared/query';

/** Every list showing the member's payout accounts: the accounts pages and the withdraw form's picker. */
const ACCOUNT_LISTS: readonly Endpoint[] = [queryMemberBanksInfoList, withdrawInfo];

/** Adding, choosing the default and removing payout accounts: each refetches the lists that show them. */
export function usePayoutAccountWrites() {
  const card = useEndpointMutation(addBankCard, { invalidates: ACCOUNT_LISTS });
  const coin = useEndpointMutation(addVirtualCoinAddress, { invalidates: ACCOUNT_LISTS });
  const alipay = useEndpointMutation(addAlipayAccount, { invalidates: ACCOUNT_LISTS });
  const setDefault = useEndpointMutation(setDefaultPayoutAccount, { invalidates: ACCOUNT_LISTS });
  const remove = useEndpointMutation(deletePayoutAccount, { invalidates: ACCOUNT_LISTS });
  return {
    addCard: (bankCode: string, cardNumber: string) => card.call({ bankCode, cardNumber }),
    addCoinAddress: (protocol: CoinProtocol, address: string) => coin.call({ protocol, address: address.trim() }),
    addAlipay: (account: string) => alipay.call({ account: account.trim() }),
    makeDefault: (id: number) => setDefault.call({ id }),
    removeAccount: (id: number) => remove.call({ id }),
  };
}
