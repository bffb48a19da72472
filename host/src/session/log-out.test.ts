import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBalance, logout } from 'shared/contract';
import { fetchEndpoint, MONEY } from 'shared/query';
import { appStore, sessionAtom } from 'shared/state';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { resetPlatformState, signInForTest } from 'shared/testing/render';
import { logOut } from './log-out';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

describe('logOut', () => {
  it("sends logout, ends the session and leaves none of the member's answers cached", async () => {
    let balance = 500;
    const request = fakeEndpoints({
      getBalance: () => ({ centerWalletBalance: balance, lockMoney: 0, totalMoney: balance }),
      logout: null,
    });
    const figures = () => fetchEndpoint(getBalance, {}, { group: MONEY, freshFor: Infinity });
    expect((await figures()).centerWalletBalance).toBe(500);
    await logOut();
    expect(request).toHaveBeenCalledWith(logout, {});
    expect(appStore.get(sessionAtom)).toBeNull();
    balance = 0;
    signInForTest();
    // A fresh-forever answer would be served from the cache had the logout not emptied it.
    expect((await figures()).centerWalletBalance).toBe(0);
  });

  it('ends the session when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeEndpoints({
      logout: () => {
        throw new Error('network');
      },
    });
    await logOut();
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});
