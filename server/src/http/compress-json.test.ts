import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberGradeConfigList, navigationList } from 'shared/contract';
import { signedHeaders } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';
import { encodeJson } from './compress-json';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function send(path: string, acceptEncoding: string | null) {
  const headers = signedHeaders(path, '{}');
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: acceptEncoding === null ? headers : { ...headers, 'accept-encoding': acceptEncoding },
    payload: '{}',
  });
}

describe('compressed API answers', () => {
  it('sends a large answer as brotli or gzip, whichever the browser accepts, and the same JSON inside', async () => {
    const plain = await send(memberGradeConfigList.path, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await send(memberGradeConfigList.path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const brJson = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as { status_code: number };
    expect(brJson.status_code).toBe(6000);

    const gzip = await send(memberGradeConfigList.path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(brJson);
  });

  it('leaves small answers alone', async () => {
    const small = await t.app.inject({
      method: 'POST',
      url: navigationList.path,
      headers: { ...signedHeaders(navigationList.path, '{"position":"nope"}'), 'accept-encoding': 'br' },
      payload: '{"position":"nope"}',
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('respects q=0', () => {
    expect(encodeJson('x'.repeat(2000), 'br;q=0, gzip').encoding).toBe('gzip');
    expect(encodeJson('x'.repeat(2000), 'identity').encoding).toBeNull();
  });
});
