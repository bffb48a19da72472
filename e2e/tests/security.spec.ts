import { test, expect } from '@playwright/test';
import { aesEncrypt, signRequest } from 'shared/crypto';
import { urls } from '../support/ports';

const path = '/site/api/v1/configuration/preInfo';

function signedHeaders(body: string, overrides: Record<string, string> = {}) {
  const timestamp = String(Date.now());
  const requestId = crypto.randomUUID();
  return {
    'content-type': 'application/json',
    'x-api-version': '1.0',
    'x-client-type': 'web',
    'x-request-id': requestId,
    'x-uuid': 'e2e-visitor',
    'x-site-id': '1',
    'x-timestamp': timestamp,
    'x-device': aesEncrypt(JSON.stringify({ timestamp: Number(timestamp), ip: '', visitorId: 'e2e-visitor' })),
    'x-sign': signRequest({ method: 'POST', path, timestamp, requestId, siteId: '1', body }),
    ...overrides,
  };
}

test.describe('the reference API checks every request', () => {
  test('a correctly signed call succeeds', async ({ request }) => {
    const response = await request.post(urls.api + path, { headers: signedHeaders('{}'), data: '{}' });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status_code: 6000 });
  });

  test('a tampered signature is refused with 非法请求', async ({ request }) => {
    const headers = signedHeaders('{}');
    headers['x-sign'] = headers['x-sign'].replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const response = await request.post(urls.api + path, { headers, data: '{}' });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ status_code: 6008, message: '非法请求' });
  });

  test('a body changed after signing is refused', async ({ request }) => {
    const response = await request.post(urls.api + path, { headers: signedHeaders('{}'), data: '{"x":1}' });
    expect(await response.json()).toMatchObject({ message: '非法请求' });
  });

  test('a missing or stale timestamp is refused', async ({ request }) => {
    const missing = signedHeaders('{}');
    delete (missing as Record<string, string>)['x-timestamp'];
    expect(await (await request.post(urls.api + path, { headers: missing, data: '{}' })).json()).toMatchObject({ message: '非法请求' });
    const stale = signedHeaders('{}', { 'x-timestamp': String(Date.now() - 60 * 60 * 1000) });
    expect(await (await request.post(urls.api + path, { headers: stale, data: '{}' })).json()).toMatchObject({ message: '非法请求' });
  });
});
