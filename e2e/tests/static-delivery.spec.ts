import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { e2ePorts, urls } from '../support/ports';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A bare HTTP GET with exactly the headers given: the browser's own negotiation would hide what the server chose. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const chat = `http://127.0.0.1:${e2ePorts.chat}`;

test.describe('static delivery of the production build', () => {
  test('remote entries are brotli or gzip as accepted, and revalidated with an ETag', async () => {
    const plain = await get(`${chat}/remoteEntry.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');

    const br = await get(`${chat}/remoteEntry.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await get(`${chat}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const etag = String(br.headers.etag);
    const again = await get(`${chat}/remoteEntry.js`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('hashed chunks are cached for a year; the manifest that names them is revalidated', async () => {
    const manifest = await get(`${chat}/mf-manifest.json`, { 'accept-encoding': 'br' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const plainManifest = await get(`${chat}/mf-manifest.json`);
    const parsed = JSON.parse(plainManifest.body.toString('utf8')) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = parsed.exposes[0]?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
    const hashed = await get(`${chat}/${chunk}`, { 'accept-encoding': 'br' });
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');
  });

  test('every script of a remote is compressed, its smallest chunks too', async () => {
    const wallet = `http://127.0.0.1:${e2ePorts.wallet}`;
    const plainManifest = await get(`${wallet}/mf-manifest.json`);
    const parsed = JSON.parse(plainManifest.body.toString('utf8')) as {
      exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const scripts = [
      ...new Set(parsed.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async])),
    ];
    expect(scripts.length).toBeGreaterThan(3);
    const sizes: number[] = [];
    for (const script of scripts) {
      const plain = await get(`${wallet}/${script}`);
      const br = await get(`${wallet}/${script}`, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding'], script).toBe('br');
      expect(br.body.length, script).toBeLessThan(plain.body.length);
      sizes.push(plain.body.length);
    }
    // The list reaches the chunks below the old 512-byte cut, which used to go out raw.
    expect(Math.min(...sizes)).toBeLessThan(512);
  });

  test('the brand file is compressed and revalidated, pages carry no CORS header', async () => {
    const brand = await get(`${urls.site}/brand.json`, { 'accept-encoding': 'gzip' });
    expect(brand.status).toBe(200);
    expect(brand.headers['content-encoding']).toBe('gzip');
    expect(brand.headers['cache-control']).toBe('no-cache');
    const again = await get(`${urls.site}/brand.json`, { 'if-none-match': String(brand.headers.etag) });
    expect(again.status).toBe(304);

    const page = await get(`${urls.site}/mine/wallet`);
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a malformed path is refused with 400 and the server keeps serving', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/assets/%ZZ.js', '/%00']) {
      const answer = await get(`${chat}${bad}`);
      expect([400, 404]).toContain(answer.status);
    }
    expect((await get(`${chat}/%E0%A4%A`)).status).toBe(400);
    expect((await get(`${chat}/remoteEntry.js`)).status).toBe(200);
  });

  test('source maps are written but neither referenced nor served', async () => {
    const entry = await get(`${chat}/remoteEntry.js`);
    expect(entry.body.toString('utf8')).not.toContain('sourceMappingURL');
    expect((await get(`${chat}/remoteEntry.js.map`)).status).toBe(404);
  });
});
