// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint } from '../contract/endpoint';
import { Header } from '../contract/headers';
import { aesDecrypt, aesDecryptUrl, aesEncrypt } from '../crypto/aes';
import { signRequest } from '../crypto/sign';
import { createApiClient, type ApiClientDeps } from './client';
import { ApiError } from './errors';

type Reply = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let reply: Reply;
let server: Server;
let baseUrl = '';
const seen: { headers: IncomingMessage['headers']; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ headers: req.headers, url: req.url ?? '', body });
      reply(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

const echo = defineEndpoint({
  path: '/site/api/v1/test/echo',
  request: z.object({ n: z.number() }),
  response: z.object({ doubled: z.number() }),
});
const cached = defineEndpoint({
  path: '/site/api/v1/test/cached',
  request: z.object({}),
  response: z.object({ hits: z.number() }),
  cacheable: true,
});

function client(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = {
    target: () => ({ baseUrl, siteId: '1', obfuscation: false }),
    token: () => 'tok',
    visitorId: () => 'visitor-1',
    clientIp: () => '127.0.0.1',
    onLoginExpired: vi.fn(),
    onBindRealName: vi.fn(),
    translate: (key) => `t:${key}`,
    translateStatus: (status) => `status:${status}`,
    ...overrides,
  };
  return { api: createApiClient(deps), deps };
}

describe('api client', () => {
  it('sends every header and a signature the server can verify', async () => {
    reply = (_req, body, res) => json(res, 200, { status_code: 6000, data: { doubled: (JSON.parse(body) as { n: number }).n * 2 }, message: '成功' });
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
    reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 2 }, message: '成功' });
    const traced = client({ traceId: () => 'trace-0001' }).api;
    await traced.request(echo, { n: 1 });
    await traced.request(echo, { n: 2 });
    await client().api.request(echo, { n: 3 });
    expect(seen.map((call) => call.headers[Header.traceId])).toEqual(['trace-0001', 'trace-0001', undefined]);
  });

  it('signs the token and the device header, so neither can be moved onto another call', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 2 }, message: '成功' });
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
    expect(headers[Header.signature]).not.toBe(signRequest({ ...signed, device: aesEncrypt('{"timestamp":1,"ip":"","visitorId":"x"}') }));
  });

  it('sends a GET with its input in the query string and signs an empty body', async () => {
    const lookup = defineEndpoint({ path: '/fd/api/v1/test/lookup', method: 'GET', request: z.object({ id: z.number() }), response: z.object({ ok: z.boolean() }) });
    reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { ok: true }, message: '成功' });
    await expect(client().api.request(lookup, { id: 7 })).resolves.toEqual({ ok: true });
    const { headers, url, body } = seen[0]!;
    expect(url).toBe('/fd/api/v1/test/lookup?id=7');
    expect(body).toBe('');
    expect(headers[Header.signature]).toBe(
      signRequest({ method: 'GET', path: lookup.path, timestamp: String(headers[Header.timestamp]), requestId: String(headers[Header.requestId]), siteId: '1', token: 'tok', device: String(headers[Header.device]), body: '' }),
    );
  });

  it('rejects a business code with a typed error carrying code and message', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6011, data: null, message: '请勿频繁提交' });
    const error = await client().api.request(echo, { n: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 6011, message: '请勿频繁提交' });
  });

  it('falls back to the catalogue message when the server sends none', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6013, data: null, message: '' });
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6013, message: '维护中' });
  });

  it('returns graphic and rapid verification as values', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6021, data: { codeId: 'c1' }, message: '请输入图形验证码' });
    await expect(client().api.send(echo, { n: 1 })).resolves.toEqual({
      kind: 'verification',
      code: 6021,
      message: '请输入图形验证码',
      data: { codeId: 'c1' },
    });
  });

  it('reports login expiry when a token exists, and rejects', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6001, data: null, message: '请重新登录' });
    const { api, deps } = client();
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6001 });
    expect(deps.onLoginExpired).toHaveBeenCalledWith('t:loginExpired');
  });

  it('treats HTTP 401 as login expiry', async () => {
    reply = (_req, _body, res) => json(res, 401, {});
    const { api, deps } = client();
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6001 });
    expect(deps.onLoginExpired).toHaveBeenCalled();
  });

  it('does not report expiry for a visitor without a token', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6001, data: null, message: '' });
    const { api, deps } = client({ token: () => null });
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6001 });
    expect(deps.onLoginExpired).not.toHaveBeenCalled();
  });

  it('reports the bind-real-name answer', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6449, data: null, message: '请先完善真实姓名' });
    const { api, deps } = client();
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ code: 6449 });
    expect(deps.onBindRealName).toHaveBeenCalledWith('请先完善真实姓名');
  });

  it('keeps the code and message of a non-2xx envelope', async () => {
    reply = (_req, _body, res) => json(res, 403, { status_code: 6008, data: null, message: '非法请求' });
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'business', code: 6008, message: '非法请求' });
  });

  it('gives the status message for a non-2xx answer without an envelope', async () => {
    reply = (_req, _body, res) => {
      res.writeHead(502);
      res.end('<html>bad gateway</html>');
    };
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'status', message: 'status:502', httpStatus: 502 });
  });

  it('turns data outside the contract into a clear error, not a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 'many' }, message: '' });
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'contract', message: 't:contract' });
    reply = (_req, _body, res) => {
      res.writeHead(200);
      res.end('not json');
    };
    await expect(client().api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'contract' });
  });

  it('reports a network error with its message', async () => {
    const { api } = client({ target: () => ({ baseUrl: 'http://127.0.0.1:9', siteId: '1', obfuscation: false }) });
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'network', message: 't:network' });
  });

  it('reports a timeout with its message', async () => {
    reply = () => undefined; // never answers
    const { api } = client({ timeoutMs: 200 });
    await expect(api.request(echo, { n: 1 })).rejects.toMatchObject({ kind: 'timeout', message: 't:timeout' });
  });

  it('encrypts path and body and decrypts the answer in obfuscation mode', async () => {
    reply = (req, body, res) => {
      const path = aesDecryptUrl(String(req.url).replace(/^\/x\//, ''));
      const plain = JSON.parse(aesDecrypt((JSON.parse(body) as { payload: string }).payload)) as { n: number };
      const envelope = { status_code: 6000, data: { doubled: path === echo.path ? plain.n * 2 : -1 }, message: '' };
      json(res, 200, { payload: aesEncrypt(JSON.stringify(envelope)) });
    };
    const { api } = client({ target: () => ({ baseUrl, siteId: '1', obfuscation: true }) });
    await expect(api.request(echo, { n: 5 })).resolves.toEqual({ doubled: 10 });
    expect(seen[0]!.url.startsWith('/x/')).toBe(true);
    expect(seen[0]!.headers[Header.obfuscated]).toBe('1');
    expect(seen[0]!.body).not.toContain('"n"');
  });

  it('posts a GET endpoint to the obfuscated route, its input encrypted and signed as GET', async () => {
    const lookup = defineEndpoint({ path: '/fd/api/v1/test/lookup', method: 'GET', request: z.object({ id: z.number() }), response: z.object({ ok: z.boolean() }) });
    const methods: string[] = [];
    reply = (req, _body, res) => {
      methods.push(String(req.method));
      json(res, 200, { payload: aesEncrypt(JSON.stringify({ status_code: 6000, data: { ok: true }, message: '' })) });
    };
    const { api } = client({ target: () => ({ baseUrl, siteId: '1', obfuscation: true }) });
    await expect(api.request(lookup, { id: 3 })).resolves.toEqual({ ok: true });
    const { headers, url, body } = seen[0]!;
    expect(methods).toEqual(['POST']);
    expect(aesDecryptUrl(url.replace(/^\/x\//, ''))).toBe(lookup.path);
    const plain = aesDecrypt((JSON.parse(body) as { payload: string }).payload);
    expect(plain).toBe('{"id":3}');
    expect(headers[Header.signature]).toBe(
      signRequest({ method: 'GET', path: lookup.path, timestamp: String(headers[Header.timestamp]), requestId: String(headers[Header.requestId]), siteId: '1', token: 'tok', device: String(headers[Header.device]), body: plain }),
    );
  });

  it('answers a cacheable repeat from the cache, once per payload', async () => {
    let hits = 0;
    reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { hits: ++hits }, message: '' });
    const { api } = client();
    const [a, b] = await Promise.all([api.request(cached, {}), api.request(cached, {})]);
    expect(a).toEqual({ hits: 1 });
    expect(b).toEqual({ hits: 1 });
    expect(await api.request(cached, {}, { cache: false })).toEqual({ hits: 2 });
    api.clearCache();
    expect(await api.request(cached, {})).toEqual({ hits: 3 });
  });

  it('reuses a given request id so a retried money call is applied once', async () => {
    reply = (_req, _body, res) => json(res, 200, { status_code: 6000, data: { doubled: 0 }, message: '' });
    const { api } = client();
    await api.request(echo, { n: 0 }, { requestId: 'fixed-id' });
    await api.request(echo, { n: 0 }, { requestId: 'fixed-id' });
    expect(seen.map((s) => s.headers[Header.requestId])).toEqual(['fixed-id', 'fixed-id']);
  });
});
