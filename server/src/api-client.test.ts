import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from 'shared/api';
import { getBalance, login, logout, memberInfo, preInfo } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { createTestApp, type TestApp } from './testing/test-app';

/** The browser's api client (shared/api) against the real server over HTTP: both sides of the contract. */
let testApp: TestApp;
let baseUrl = '';

beforeAll(async () => {
  // The client's transport is under test here, not captchas: logins go without one.
  testApp = await createTestApp({ captchaRequired: false });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(() => testApp.close());

function client(obfuscation: boolean) {
  let token: string | null = null;
  const deps: ApiClientDeps = {
    target: () => ({ baseUrl, siteId: '1', obfuscation }),
    token: () => token,
    visitorId: () => 'it-visitor',
    clientIp: () => '',
    onLoginExpired: vi.fn(),
    onBindRealName: vi.fn(),
    translate: (key) => key,
    translateStatus: (status) => `status ${status}`,
  };
  return { api: createApiClient(deps), deps, setToken: (next: string | null) => (token = next) };
}

describe.each([false, true])('shared/api against the reference server (obfuscation %s)', (obfuscation) => {
  it('reads public data', async () => {
    const { api } = client(obfuscation);
    const info = await api.request(preInfo, {});
    expect(info.siteBaseConfig.title).toContain('星耀体育');
  });

  it('logs in, reads the member and balance, and sees its token revoked after logout', async () => {
    const { api, deps, setToken } = client(obfuscation);
    const session = await api.request(login, {
      isAgent: 0,
      name: 'demo888',
      password: md5Hex('demo1234'),
      kaptchcate: 0,
    });
    setToken(session.token);
    expect((await api.request(memberInfo, { isPop: 0 })).name).toBe('demo888');
    expect((await api.request(getBalance, { withLockMoney: true })).centerWalletBalance).toBeGreaterThan(0);
    await api.request(logout, {});
    await expect(api.request(memberInfo, { isPop: 0 })).rejects.toMatchObject({ kind: 'business', code: 6001 });
    expect(deps.onLoginExpired).toHaveBeenCalledTimes(1);
  });

  it('gets the catalogue code and message for a wrong password', async () => {
    const { api } = client(obfuscation);
    await expect(
      api.request(login, { isAgent: 0, name: 'demo888', password: md5Hex('nope12345'), kaptchcate: 0 }),
    ).rejects.toMatchObject({
      kind: 'business',
      code: 6002,
    });
  });
});
