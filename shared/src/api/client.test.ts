// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint } from '../contract/endpoint';
import { Header } from '../contract/headers';
import { aesDecrypt, aesDecryptUrl, aesEncrypt } from '../crypto/aes';
import { signRequest } from '../crypto/sign';
import { cached, echo, json, startClientTestServer } from './client-test-server';

const srv = startClientTestServer();
const { seen, client, baseUrl } = srv;

describe('api client', () => {
  it('sends every header and a signature the server can verify', async () => {
    srv.reply = (_req, body, res) =>
      json(res, 200, {
        status_code: 6000,
        data: { doubled: (JSON.parse(body) as { n: number }).n * 2 },
        message: '成功',
      });
    const { api } = client();
    await expect(api.request(echo, { n: 21 })).resolves.toEqual({ doubled: 42 });
    const { headers, body } = seen[0]!;
    expect(headers[Header.clientType]).toBe('web');
    expect(headers[Header.apiVersion]).toBe('1.0');
    expect(headers[Header.token]).toBe('tok');
    expect(headers[Header.uuid]).toBe('visitor-1');
    expect(headers[Header.siteId]).toBe('1');
    expect(headers[Header.requestId]).toMatch(/^[0-9a-f-]{36}$/);
    const device = JSON.parse(aesDecrypt(String(headers[Header.device]))) as { ip: string; timestamp: number };
    expect(device.ip).toBe('127.0.0.1');
    expect(String(device.timestamp)).toBe(headers[Header.timestamp]);
    expect(headers[Header.signature]).toBe(
      signRequest({
        method: 'POST',
        path: echo.path,
        timestamp: String(headers[Header.timestamp]),
        requestId: String(headers[Header.requestId]),
        siteId: '1',
        token: 'tok',
        device: String(headers[Header.device]),
        body,
      }),
    );
  });

  it('sends the page load trace id with every call, and none when the page has none', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 2 }, message: '成功' });
    const traced = client({ traceId: () => 'trace-0001' }).api;
    await traced.request(echo, { n: 1 });
    await traced.request(echo, { n: 2 });
    await client().api.request(echo, { n: 3 });
    expect(seen.map((call) => call.headers[Header.traceId])).toEqual(['trace-0001', 'trace-0001', undefined]);
  });

  it('signs the token and the device header, so neither can be moved onto another call', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 2 }, message: '成功' });
    await client().api.request(echo, { n: 1 });
    const { headers, body } = seen[0]!;
    const signed = {
      method: 'POST',
      path: echo.path,
      timestamp: String(headers[Header.timestamp]),
      requestId: String(headers[Header.requestId]),
      siteId: '1',
      token: 'tok',
      device: String(headers[Header.device]),
      body,
    };
    expect(headers[Header.signature]).toBe(signRequest(signed));
    expect(headers[Header.signature]).not.toBe(signRequest({ ...signed, token: '' }));
    expect(headers[Header.signature]).not.toBe(
      signRequest({ ...signed, device: aesEncrypt('{"timestamp":1,"ip":"","visitorId":"x"}') }),
    );
  });

  it('sends a GET with its input in the query string and signs an empty body', async () => {
    const lookup = defineEndpoint({
      path: '/fd/api/v1/test/lookup',
      method: 'GET',
      request: z.object({ id: z.number() }),
      response: z.object({ ok: z.boolean() }),
    });
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { ok: true }, message: '成功' });
    await expect(client().api.request(lookup, { id: 7 })).resolves.toEqual({ ok: true });
    const { headers, url, body } = seen[0]!;
    expect(url).toBe('/fd/api/v1/test/lookup?id=7');
    expect(body).toBe('');
    expect(headers[Header.signature]).toBe(
      signRequest({
        method: 'GET',
        path: lookup.path,
        timestamp: String(headers[Header.timestamp]),
        requestId: String(headers[Header.requestId]),
        siteId: '1',
        token: 'tok',
        device: String(headers[Header.device]),
        body: '',
      }),
    );
  });

  it('reports a timeout with its message', async () => {
    srv.reply = () => undefined; // never answers
    const { api } = client({ timeoutMs: 200 });
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'timeout', message: 't:timeout' });
  });

  it('encrypts path and body and decrypts the answer in obfuscation mode', async () => {
    srv.reply = (req, body, res) => {
      const path = aesDecryptUrl(String(req.url).replace(/^\/x\//, ''));
      const plain = JSON.parse(aesDecrypt((JSON.parse(body) as { payload: string }).payload)) as { n: number };
      const envelope = { status_code: 6000, data: { doubled: path === echo.path ? plain.n * 2 : -1 }, message: '' };
      json(res, 200, { payload: aesEncrypt(JSON.stringify(envelope)) });
    };
    const { api } = client({ target: () => ({ baseUrl: baseUrl(), siteId: '1', obfuscation: true }) });
    await expect(api.request(echo, { n: 5 })).resolves.toEqual({ doubled: 10 });
    expect(seen[0]!.url.startsWith('/x/')).toBe(true);
    expect(seen[0]!.headers[Header.obfuscated]).toBe('1');
    expect(seen[0]!.body).not.toContain('"n"');
  });

  it('posts a GET endpoint to the obfuscated route, its input encrypted and signed as GET', async () => {
    const lookup = defineEndpoint({
      path: '/fd/api/v1/test/lookup',
      method: 'GET',
      request: z.object({ id: z.number() }),
      response: z.object({ ok: z.boolean() }),
    });
    const methods: string[] = [];
    srv.reply = (req, _body, res) => {
      methods.push(String(req.method));
      json(res, 200, { payload: aesEncrypt(JSON.stringify({ status_code: 6000, data: { ok: true }, message: '' })) });
    };
    const { api } = client({ target: () => ({ baseUrl: baseUrl(), siteId: '1', obfuscation: true }) });
    await expect(api.request(lookup, { id: 3 })).resolves.toEqual({ ok: true });
    const { headers, url, body } = seen[0]!;
    expect(methods).toEqual(['POST']);
    expect(aesDecryptUrl(url.replace(/^\/x\//, ''))).toBe(lookup.path);
    const plain = aesDecrypt((JSON.parse(body) as { payload: string }).payload);
    expect(plain).toBe('{"id":3}');
    expect(headers[Header.signature]).toBe(
      signRequest({
        method: 'GET',
        path: lookup.path,
        timestamp: String(headers[Header.timestamp]),
        requestId: String(headers[Header.requestId]),
        siteId: '1',
        token: 'tok',
        device: String(headers[Header.device]),
        body: plain,
      }),
    );
  });

  it('answers a cacheable repeat from the cache, once per payload', async () => {
    let hits = 0;
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { hits: ++hits }, message: '' });
    const { api } = client();
    const [a, b] = await Promise.all([api.request(cached, {}), api.request(cached, {})]);
    expect(a).toEqual({ hits: 1 });
    expect(b).toEqual({ hits: 1 });
    expect(await api.request(cached, {}, { cache: false })).toEqual({ hits: 2 });
    api.clearCache();
    expect(await api.request(cached, {})).toEqual({ hits: 3 });
  });

  it('reuses a given request id so a retried money call is applied once', async () => {
    srv.reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 0 }, message: '' });
    const { api } = client();
    await api.request(echo, { n: 0 }, { requestId: 'fixed-id' });
    await api.request(echo, { n: 0 }, { requestId: 'fixed-id' });
    expect(seen.map((s) => s.headers[Header.requestId])).toEqual(['fixed-id', 'fixed-id']);
  });
});
