import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../src/api/index';
import { getBalance, queryDealRecord, memberInfo } from '../src/contract/index';
import { failNextCall, fakeEndpoints, UnfakedEndpoint } from './fake-endpoints';

afterEach(() => vi.restoreAllMocks());

describe('fakeEndpoints', () => {
  it('answers by contract name, with a value or a function of the request', async () => {
    const spy = fakeEndpoints({
      getBalance: { centerWalletBalance: 12.5, lockMoney: 0, totalMoney: 12.5 },
      queryDealRecord: (input) => ({
        list: [],
        total: (input.pageNum ?? 1) * 10,
        pageNum: input.pageNum ?? 1,
        pageSize: 10,
        totalIncome: 0,
        totalExpense: 0,
      }),
    });
    await expect(api.request(getBalance, {})).resolves.toMatchObject({ centerWalletBalance: 12.5 });
    await expect(
      api.request(queryDealRecord, {
        type: 'all',
        beginTime: '2026-11-01',
        endTime: '2026-11-02',
        pageNum: 3,
        pageSize: 10,
      }),
    ).resolves.toMatchObject({ total: 30 });
    expect(spy).toHaveBeenCalledWith(getBalance, {});
  });

  it('gives each call its own copy, so a page that edits an answer cannot change the next one', async () => {
    fakeEndpoints({ getBalance: { centerWalletBalance: 1.0, lockMoney: 0, totalMoney: 1.0 } });
    const first = (await api.request(getBalance, {})) as { centerWalletBalance: number };
    first.centerWalletBalance = 99;
    await expect(api.request(getBalance, {})).resolves.toMatchObject({ centerWalletBalance: 1 });
  });

  it('rejects a call nobody faked, naming its path, and passes a thrown ApiError on', async () => {
    fakeEndpoints({
      getBalance: () => {
        throw new ApiError({ kind: 'business', code: 6013, message: '维护中', path: getBalance.path });
      },
    });
    await expect(api.request(memberInfo, {})).rejects.toBeInstanceOf(UnfakedEndpoint);
    await expect(api.request(memberInfo, {})).rejects.toThrow(memberInfo.path);
    await expect(api.request(getBalance, {})).rejects.toMatchObject({ code: 6013 });
  });

  it('a second call replaces the first fakes on the same spy', async () => {
    const first = fakeEndpoints({ getBalance: { centerWalletBalance: 1.0, lockMoney: 0, totalMoney: 1.0 } });
    const second = fakeEndpoints({ getBalance: { centerWalletBalance: 2.0, lockMoney: 0, totalMoney: 2.0 } });
    expect(second).toBe(first);
    await expect(api.request(getBalance, {})).resolves.toMatchObject({ centerWalletBalance: 2 });
  });

  it('fails the next call to one endpoint only, then answers it again', async () => {
    const spy = fakeEndpoints({
      getBalance: { centerWalletBalance: 1, lockMoney: 0, totalMoney: 1 },
      memberInfo: () => {
        throw new Error('not asked');
      },
    });
    failNextCall(
      spy,
      'getBalance',
      new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: getBalance.path }),
    );
    await expect(api.request(memberInfo, { isPop: 0 })).rejects.toThrow('not asked');
    await expect(api.request(getBalance, {})).rejects.toThrow('请求超时，请稍后重试');
    await expect(api.request(getBalance, {})).resolves.toMatchObject({ centerWalletBalance: 1 });
  });
});
