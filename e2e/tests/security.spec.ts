import { test, expect } from '@playwright/test';
import { signedHeaders as sign } from '../support/signing';
import { urls } from '../support/ports';

const path = '/site/api/v1/configuration/preInfo';

function signedHeaders(body: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { ...sign(path, body), ...overrides };
}

test.describe('the reference API checks every request', () => {
  test('a correctly signed call succeeds', async ({ request }) => {
    const response = await request.post(urls.api + path, { headers: signedHeaders('{}'), data: '{}' });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status_code: 6000 });
  });

  test('a tampered signature is refused with 非法请求', async ({ request }) => {
    const headers = signedHeaders('{}');
    headers['x-sign'] = String(headers['x-sign']).replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
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
    expect(await (await request.post(urls.api + path, { headers: missing, data: '{}' })).json()).toMatchObject({
      message: '非法请求',
    });
    const stale = signedHeaders('{}', { 'x-timestamp': String(Date.now() - 60 * 60 * 1000) });
    expect(await (await request.post(urls.api + path, { headers: stale, data: '{}' })).json()).toMatchObject({
      message: '非法请求',
    });
  });
});
