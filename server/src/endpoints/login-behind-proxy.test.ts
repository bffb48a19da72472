import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The one proxy in front of the API (TRUST_PROXY=1) is at this address; it appends the caller's. */
const PROXY = '10.9.0.1';
const guess = (i: number) => ({
  isAgent: 0 as const,
  name: `proxied${i}x`,
  password: md5Hex('pw123456'),
  kaptchcate: 0 as const,
});

let behindProxy: TestApp;
let listed: TestApp;
beforeAll(async () => {
  [behindProxy, listed] = await Promise.all([
    createTestApp({ captchaRequired: false, loginAttemptsPerMinute: 10, trustProxy: 1 }),
    createTestApp({ captchaRequired: false, loginAttemptsPerMinute: 10, trustProxy: [PROXY, '10.8.0.0/16'] }),
  ]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), listed.close()]);
});

describe('login rate limit behind a trusted proxy', () => {
  it('counts the address the proxy appended, whatever the client wrote before it', async () => {
    for (let i = 0; i < 10; i++) {
      const forged = `203.0.113.${i}, 198.51.100.${i}, 66.6.6.6`;
      const result = await behindProxy.call(login, guess(i), { remoteAddress: PROXY, forwardedFor: forged });
      expect(result.envelope.status_code).toBe(6002);
    }
    const eleventh = await behindProxy.call(login, guess(10), {
      remoteAddress: PROXY,
      forwardedFor: '203.0.113.99, 66.6.6.6',
    });
    expect(eleventh.envelope.status_code).toBe(6011);
    // Another client behind the same proxy has a count of its own.
    const other = await behindProxy.call(login, guess(11), {
      remoteAddress: PROXY,
      forwardedFor: '66.6.6.6, 66.7.7.7',
    });
    expect(other.envelope.status_code).toBe(6002);
  });

  it('skips only the listed proxy addresses, from the right', async () => {
    for (let i = 0; i < 10; i++) {
      // The client, then a listed inner proxy, reaching the app from the listed outer one.
      const result = await listed.call(login, guess(i), {
        remoteAddress: PROXY,
        forwardedFor: `203.0.113.${i}, 77.7.7.7, 10.8.3.4`,
      });
      expect(result.envelope.status_code).toBe(6002);
    }
    expect(
      (await listed.call(login, guess(10), { remoteAddress: PROXY, forwardedFor: '77.7.7.7, 10.8.3.4' })).envelope
        .status_code,
    ).toBe(6011);
    // A caller that is not a listed proxy is the client itself, whatever it writes.
    const direct = await listed.call(login, guess(11), { remoteAddress: '77.7.7.8', forwardedFor: '77.7.7.7' });
    expect(direct.envelope.status_code).toBe(6002);
  });
});
