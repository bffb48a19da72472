import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint } from '../contract/endpoint';
import { createApiClient, type ApiClientDeps } from './client';

export type Reply = (req: IncomingMessage, body: string, res: ServerResponse) => void;

export function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

export const echo = defineEndpoint({
  path: '/site/api/v1/test/echo',
  request: z.object({ n: z.number() }),
  response: z.object({ doubled: z.number() }),
});
export const cached = defineEndpoint({
  path: '/site/api/v1/test/cached',
  request: z.object({}),
  response: z.object({ hits: z.number() }),
  cacheable: true,
});

/**
 * A real HTTP server on 127.0.0.1 for the api client's tests: each test sets `reply`; `seen` holds
 * what reached it since the test began; `client()` is an api client pointed at it. Call it at the
 * top of a test file: it registers the hooks that start and stop the server.
 */
export function startClientTestServer() {
  let server: Server;
  let baseUrl = '';
  const seen: { headers: IncomingMessage['headers']; url: string; body: string }[] = [];
  const kit = {
    reply: ((_req, _body, res) => json(res, 500, null)) as Reply,
    seen,
    /** The server's address, once it listens. */
    baseUrl: () => baseUrl,
    client(overrides: Partial<ApiClientDeps> = {}) {
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
    },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ headers: req.headers, url: req.url ?? '', body });
        kit.reply(req, body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });
  return kit;
}
