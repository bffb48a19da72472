import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { isLoopbackOrigin } from './cors';

let dev: TestApp;
let listed: TestApp;
beforeAll(async () => {
  [dev, listed] = await Promise.all([createTestApp(), createTestApp({ corsOrigins: ['https://www.brand.example'] })]);
});
afterAll(async () => {
  await Promise.all([dev.close(), listed.close()]);
});

async function preflight(t: TestApp, origin: string): Promise<string | undefined> {
  const response = await t.app.inject({
    method: 'OPTIONS',
    url: login.path,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-sign',
    },
  });
  const allowed = response.headers['access-control-allow-origin'];
  return typeof allowed === 'string' ? allowed : undefined;
}

describe('CORS', () => {
  it('by default answers loopback origins and the brands’ own addresses, not any web page', async () => {
    expect(await preflight(dev, 'http://127.0.0.1:18080')).toBe('http://127.0.0.1:18080');
    expect(await preflight(dev, 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(await preflight(dev, 'https://m.xingyao.example.com')).toBe('https://m.xingyao.example.com');
    expect(await preflight(dev, 'https://evil.example')).toBeUndefined();
    expect(await preflight(dev, 'http://127.0.0.1.evil.example')).toBeUndefined();
  });

  it('with CORS_ORIGINS answers exactly those', async () => {
    expect(await preflight(listed, 'https://www.brand.example')).toBe('https://www.brand.example');
    expect(await preflight(listed, 'http://127.0.0.1:18080')).toBeUndefined();
    expect(await preflight(listed, 'https://evil.example')).toBeUndefined();
  });

  it('lets pages send their load trace id (x-trace-id) cross-origin', async () => {
    const response = await dev.app.inject({
      method: 'OPTIONS',
      url: login.path,
      headers: {
        origin: 'http://127.0.0.1:18080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-trace-id',
      },
    });
    expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toContain('x-trace-id');
  });

  it('recognises loopback origins only', () => {
    expect(isLoopbackOrigin('http://[::1]:8080')).toBe(true);
    expect(isLoopbackOrigin('null')).toBe(false);
    expect(isLoopbackOrigin('file:///tmp/x.html')).toBe(false);
  });
});
