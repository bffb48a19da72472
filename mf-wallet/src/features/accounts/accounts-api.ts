import { api } from 'shared/api';
import {
  addAlipayAccount,
  addBankCard,
  addVirtualCoinAddress,
  deletePayoutAccount,
  setDefaultPayoutAccount,
  type CoinProtocol,
} from 'shared/contract';

export function addCard(bankCode: string, cardNumber: string) {
  return api.request(addBankCard, { bankCode, cardNumber });
}

export function addCoinAddress(protocol: CoinProtocol, address: string) {
  return api.request(addVirtualCoinAddress, { protocol, address: address.trim() });
}

export function addAlipay(account: string) {
  return api.request(addAlipayAccount, { account: account.trim() });
}

export function makeDefault(id: number) {
  return api.request(setDefaultPayoutAccount, { id });
}

export function removeAccount(id: number) {
  return api.request(deletePayoutAccount, { id });
}
