import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberInfo } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { fakeMember } from 'shared/testing/fake-member';
import { resetPlatformState, signInForTest } from 'shared/testing/render';
import { appStore, memberAtom } from 'shared/state';
import { info, mockApi } from './withdraw-fixtures';
import { useWithdrawPage } from './use-withdraw-page';
import { useWithdrawPasswordWrites } from './withdraw-api';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

/** The server's side: a password set by either write shows in withdrawInfo and in the member. */
function passwordServer() {
  let passwordSet = false;
  return mockApi({
    withdrawInfo: () => ({ ...info, passwordSet }),
    memberInfo: () => fakeMember({ hasSecondPassword: passwordSet }),
    withdrawPwdSet: () => {
      passwordSet = true;
      return { passwordSet: true };
    },
    withdrawPwdReset: () => {
      passwordSet = true;
      return { passwordSet: true };
    },
  });
}

const renderPage = () =>
  renderHook(() => ({
    page: useWithdrawPage(),
    member: useEndpoint(memberInfo, { isPop: 0 }),
    writes: useWithdrawPasswordWrites(),
  }));

describe('useWithdrawPasswordWrites', () => {
  it('setting the password refetches the withdraw info and the member', async () => {
    passwordServer();
    const { result } = renderPage();
    await waitFor(() => expect(result.current.page.data?.info.passwordSet).toBe(false));
    await waitFor(() => expect(result.current.member.data?.hasSecondPassword).toBe(false));
    await act(async () => void (await result.current.writes.setPassword('246810', '246810')));
    await waitFor(() => expect(result.current.page.data?.info.passwordSet).toBe(true));
    await waitFor(() => expect(result.current.member.data?.hasSecondPassword).toBe(true));
    await waitFor(() => expect(appStore.get(memberAtom)?.hasSecondPassword).toBe(true));
  });

  it('resetting the password refetches the withdraw info and the member', async () => {
    passwordServer();
    const { result } = renderPage();
    await waitFor(() => expect(result.current.page.data?.info.passwordSet).toBe(false));
    await waitFor(() => expect(result.current.member.status).toBe('success'));
    await act(async () => void (await result.current.writes.resetPassword('123456', '246810', '246810')));
    await waitFor(() => expect(result.current.page.data?.info.passwordSet).toBe(true));
    await waitFor(() => expect(result.current.member.data?.hasSecondPassword).toBe(true));
  });
});
