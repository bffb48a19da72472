import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryMemberBanksInfoList, withdrawInfo, type PayoutAccount, type ResponseOf } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { resetPlatformState, signInForTest } from 'shared/testing/render';
import { usePayoutAccountWrites } from './use-payout-account-writes';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

const info: ResponseOf<typeof withdrawInfo> = {
  balance: 1000,
  lockMoney: 0,
  passwordSet: true,
  phoneBound: true,
  realName: '王五',
  turnoverRequired: 0,
  turnoverDone: 0,
  turnoverRemaining: 0,
  todayCount: { bank: 0, coin: 0, alipay: 0 },
  accounts: [],
};

const account = (id: number, isDefault: boolean): PayoutAccount => ({
  id,
  kind: 'bank',
  name: '招商银行',
  code: 'CMB',
  masked: `**** ${1000 + id}`,
  holderName: '王五',
  isDefault,
  createdAt: '2026-01-01T00:00:00Z',
});

/** A server whose two account lists (the accounts page's and the withdraw picker's) follow every write. */
function accountsServer(start: PayoutAccount[]) {
  let list = start;
  const answer = () => ({ list, limit: 5, realName: '王五' });
  const added = (id: number) => {
    list = [...list, account(id, false)];
    return list[list.length - 1]!;
  };
  fakeEndpoints({
    queryMemberBanksInfoList: answer,
    withdrawInfo: () => ({ ...info, accounts: list }),
    addBankCard: () => added(11),
    addVirtualCoinAddress: () => added(12),
    addAlipayAccount: () => added(13),
    setDefaultPayoutAccount: ({ id }) => {
      list = list.map((entry) => ({ ...entry, isDefault: entry.id === id }));
      return answer();
    },
    deletePayoutAccount: ({ id }) => {
      list = list.filter((entry) => entry.id !== id);
      return answer();
    },
  });
}

function renderLists() {
  return renderHook(() => ({
    accounts: useEndpoint(queryMemberBanksInfoList, {}),
    withdraw: useEndpoint(withdrawInfo, {}, { group: 'money' }),
    writes: usePayoutAccountWrites(),
  }));
}

type Writes = ReturnType<typeof usePayoutAccountWrites>;
const ids = (list: readonly PayoutAccount[] | undefined) => list?.map((entry) => entry.id);
const defaults = (list: readonly PayoutAccount[] | undefined) =>
  list?.filter((entry) => entry.isDefault).map((entry) => entry.id);

describe('usePayoutAccountWrites', () => {
  it.each<[string, (writes: Writes) => Promise<unknown>, number]>([
    ['a bank card', (writes) => writes.addCard('CMB', '4111111111111111'), 11],
    ['a coin address', (writes) => writes.addCoinAddress('TRC20', ' T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb '), 12],
    ['an Alipay account', (writes) => writes.addAlipay('13800138000'), 13],
  ])('adding %s refetches both lists that show the accounts', async (_kind, add, id) => {
    accountsServer([account(1, true)]);
    const { result } = renderLists();
    await waitFor(() => expect(ids(result.current.withdraw.data?.accounts)).toEqual([1]));
    await waitFor(() => expect(ids(result.current.accounts.data?.list)).toEqual([1]));
    await act(async () => void (await add(result.current.writes)));
    await waitFor(() => expect(ids(result.current.accounts.data?.list)).toEqual([1, id]));
    await waitFor(() => expect(ids(result.current.withdraw.data?.accounts)).toEqual([1, id]));
  });

  it('a new default and a removal refetch both lists', async () => {
    accountsServer([account(1, true), account(2, false)]);
    const { result } = renderLists();
    await waitFor(() => expect(defaults(result.current.withdraw.data?.accounts)).toEqual([1]));
    await waitFor(() => expect(result.current.accounts.status).toBe('success'));
    await act(async () => void (await result.current.writes.makeDefault(2)));
    await waitFor(() => expect(defaults(result.current.withdraw.data?.accounts)).toEqual([2]));
    await waitFor(() => expect(defaults(result.current.accounts.data?.list)).toEqual([2]));
    await act(async () => void (await result.current.writes.removeAccount(1)));
    await waitFor(() => expect(ids(result.current.withdraw.data?.accounts)).toEqual([2]));
    await waitFor(() => expect(ids(result.current.accounts.data?.list)).toEqual([2]));
  });
});
