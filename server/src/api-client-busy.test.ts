import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from 'shared/api';
import { preInfo } from 'shared/contract';
import { Admission, type Release } from './http/admission';
import { createTestApp, type TestApp } from './testing/test-app';

/** 6317 系统繁忙 end to end: the server sheds what it has no place for, and the browser's client sends it again. */
const admission = new Admission({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 1_000 });
let testApp: TestApp;
let baseUrl = '';

beforeAll(async () => {
  testApp = await createTestApp({ captchaRequired: false, admission });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(() => testApp.close());

/** Takes the one place, as a long call in flight would. */
async function holdThePlace(): Promise<Release> {
  const release = await admission.enter();
  if (release === null) throw new Error('the place was already taken');
  return release;
}

function client(sleep: (ms: number) => Promise<void>) {
  return createApiClient({
    target: () => ({ baseUrl, siteId: '1', obfuscation: false }),
    token: () => null,
    visitorId: () => 'busy-visitor',
    clientIp: () => '',
    onLoginExpired: vi.fn(),
    onBindRealName: vi.fn(),
    translate: (key) => key,
    translateStatus: (status) => `status ${status}`,
    sleep,
  });
}

describe('a server with no place for a call', () => {
  it('answers 6317 over HTTP 503 before looking at the call, so the same request id is taken later', async () => {
    const release = await holdThePlace();
    const shed = await testApp.call(preInfo, {}, { requestId: 'busy-then-free' });
    release();
    expect(shed.statusCode).toBe(503);
    expect(shed.envelope).toMatchObject({ status_code: 6317, message: '系统繁忙，请稍后重试' });
    const again = await testApp.call(preInfo, {}, { requestId: 'busy-then-free' });
    expect(again.envelope.status_code).toBe(6000);
  });

  it('is asked again by the client after a pause, and the answer comes once a place is free', async () => {
    const release = await holdThePlace();
    const pauses: number[] = [];
    const api = client(async (ms) => {
      pauses.push(ms);
      if (pauses.length === 2) release();
    });
    const info = await api.request(preInfo, {});
    expect(info.siteBaseConfig.title).toContain('星耀体育');
    expect(pauses).toHaveLength(2);
    expect(pauses[0]).toBeGreaterThanOrEqual(300);
    expect(pauses[0]).toBeLessThanOrEqual(500);
    expect(pauses[1]).toBeGreaterThanOrEqual(900);
    expect(pauses[1]).toBeLessThanOrEqual(1_500);
  });

  it('shows 系统繁忙 after the third refusal', async () => {
    const release = await holdThePlace();
    const pauses: number[] = [];
    const api = client(async (ms) => void pauses.push(ms));
    try {
      await expect(api.request(preInfo, {})).rejects.toMatchObject({
        kind: 'business',
        code: 6317,
        message: '系统繁忙，请稍后重试',
      });
    } finally {
      release();
    }
    expect(pauses).toHaveLength(2);
  });
});
