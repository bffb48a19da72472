import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED_REQUEST_HEADERS,
  getBalance,
  login,
  MAX_CLOCK_SKEW_MS,
  navigationList,
  preInfo,
} from 'shared/contract';
import { aesDecrypt, aesEncrypt, md5Hex } from 'shared/crypto';
import { obfuscatedRequest, signedHeaders } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';

const ILLEGAL = { status_code: 6008, data: null, message: '非法请求' };

let t: TestApp;
beforeAll(async () => {
  // Not about captchas: the obfuscated login below goes without one (captcha tests: endpoints/captcha.test.ts).
  t = await createTestApp({ captchaRequired: false });
});
afterAll(async () => {
  await t.close();
});

/** Decrypts an obfuscated answer back into the envelope. */
function openPayload(body: string): unknown {
  const outer = JSON.parse(body) as { payload: string };
  return JSON.parse(aesDecrypt(outer.payload));
}

describe('request signature', () => {
  it('accepts a correctly signed call', async () => {
    const result = await t.call(preInfo, {});
    expect(result.statusCode).toBe(200);
    expect(result.envelope).toMatchObject({ status_code: 6000, message: '成功' });
  });

  it('answers 非法请求 with HTTP 403 to a tampered signature', async () => {
    const body = '{}';
    const headers = signedHeaders(preInfo.path, body);
    const response = await t.app.inject({
      method: 'POST',
      url: preInfo.path,
      headers: { ...headers, 'x-sign': '0'.repeat(64) },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(ILLEGAL);
  });

  it('rejects a body changed after signing', async () => {
    const headers = signedHeaders(login.path, JSON.stringify({ name: 'demo888' }));
    const response = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers,
      payload: JSON.stringify({ name: 'test001' }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects stale and missing timestamps', async () => {
    const stale = await t.call(preInfo, {}, { timestamp: Date.now() - MAX_CLOCK_SKEW_MS - 60_000 });
    expect(stale).toEqual({ statusCode: 403, envelope: ILLEGAL });
    const missing = await t.call(preInfo, {}, { timestamp: null });
    expect(missing).toEqual({ statusCode: 403, envelope: ILLEGAL });
  });

  it('checks the signature before the token, so a forged call learns nothing about sessions', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: getBalance.path,
      headers: { ...signedHeaders(getBalance.path, '{}'), 'x-token': 'whatever', 'x-sign': 'f'.repeat(64) },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('obfuscated calls', () => {
  it('round-trips: encrypted path and body in, encrypted envelope out', async () => {
    const plain = JSON.stringify({ position: 'home_banner' });
    const request = obfuscatedRequest(navigationList.path, plain);
    expect(request.url).not.toContain('navigationList');
    const response = await t.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('星耀');
    const envelope = openPayload(response.body) as { status_code: number; data: unknown };
    expect(envelope.status_code).toBe(6000);
    expect(navigationList.response.parse(envelope.data).list.length).toBeGreaterThanOrEqual(3);
  });

  it('runs the same checks: a login through the obfuscated route works and a bad payload is 6301', async () => {
    const good = obfuscatedRequest(
      login.path,
      JSON.stringify({ isAgent: 0, name: 'demo888', password: md5Hex('demo1234'), kaptchcate: 0 }),
    );
    const ok = await t.app.inject({ method: 'POST', url: good.url, headers: good.headers, payload: good.body });
    expect(openPayload(ok.body)).toMatchObject({ status_code: 6000, data: { userId: expect.any(String) } });

    const bad = obfuscatedRequest(login.path, JSON.stringify({ name: 'demo888' }));
    const rejected = await t.app.inject({ method: 'POST', url: bad.url, headers: bad.headers, payload: bad.body });
    expect(openPayload(rejected.body)).toMatchObject({ status_code: 6301, message: '请求参数错误' });
  });

  it('refuses, still encrypted, a payload that differs from what was signed', async () => {
    const request = obfuscatedRequest(navigationList.path, JSON.stringify({ position: 'home_banner' }));
    const payload = JSON.stringify({ payload: aesEncrypt(JSON.stringify({ position: 'sponsor' })) });
    const response = await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload });
    expect(response.statusCode).toBe(403);
    expect(openPayload(response.body)).toEqual(ILLEGAL);
  });

  it('answers an unknown path, however long, with an encrypted 6004', async () => {
    const request = obfuscatedRequest(`/site/api/v1/${'a'.repeat(120)}`, '{}');
    const response = await t.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    expect(response.statusCode).toBe(404);
    expect(openPayload(response.body)).toMatchObject({ status_code: 6004 });
  });

  it('refuses calls without x-obf or with an undecryptable path', async () => {
    const request = obfuscatedRequest(preInfo.path, '{}');
    const { 'x-obf': _dropped, ...noFlag } = request.headers;
    const withoutFlag = await t.app.inject({
      method: 'POST',
      url: request.url,
      headers: noFlag,
      payload: request.body,
    });
    expect(withoutFlag.statusCode).toBe(403);
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/x/not-a-cipher-text',
      headers: request.headers,
      payload: request.body,
    });
    expect(garbled.statusCode).toBe(403);
  });
});

describe('request validation and auth', () => {
  it('answers 6007 to a body that is not JSON', async () => {
    const body = '{"position":';
    const response = await t.app.inject({
      method: 'POST',
      url: navigationList.path,
      headers: signedHeaders(navigationList.path, body),
      payload: body,
    });
    expect(response.json()).toMatchObject({ status_code: 6007 });
  });

  it('answers 6001 请重新登录 without a token, with an unknown token', async () => {
    expect((await t.call(getBalance, {})).envelope).toEqual({ status_code: 6001, data: null, message: '请重新登录' });
    expect((await t.call(getBalance, {}, { token: 'not-a-session' })).envelope.status_code).toBe(6001);
  });

  it('answers 6001 for an expired session', async () => {
    const token = await t.loginAs('test001', 'test1234');
    expect((await t.call(getBalance, {}, { token })).envelope.status_code).toBe(6000);
    await t.db.query(
      `update sessions set expires_at = now() - interval '1 minute' where member_id = (select id from members where username = 'test001')`,
    );
    expect((await t.call(getBalance, {}, { token })).envelope.status_code).toBe(6001);
  });
});

describe('HTTP surroundings', () => {
  it('answers unknown paths with the 6004 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/site/api/v1/nothing-here',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status_code: 6004, message: '未找到数据' });
  });

  it('lets any origin call with the contract headers (preflight)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: preInfo.path,
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-sign,x-device',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const allowed = String(response.headers['access-control-allow-headers']).split(/,\s*/);
    for (const header of ALLOWED_REQUEST_HEADERS) expect(allowed).toContain(header);
  });

  it('serves generated SVG artwork cross-origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/static/venue/101.svg',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(response.body).toContain('皇冠体育');
    expect((await t.app.inject({ method: 'GET', url: '/static/venue/999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/static/secrets/1.svg' })).statusCode).toBe(404);
  });

  it('reports health without a signature', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', database: t.db.kind, testMode: false });
  });
});
