import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedFor, startProxy, type RunningProxy } from '../../../scripts/lib/cluster/proxy.mjs';

/** The X-Forwarded-For lines a backend received, as sent (rawHeaders keeps duplicates apart). */
function forwardedLines(req: IncomingMessage): string[] {
  const lines: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === 'x-forwarded-for') lines.push(req.rawHeaders[i + 1] ?? '');
  }
  return lines;
}

let backend: Server;
let proxy: RunningProxy;
const seen: { http: string[] | null; upgrade: string[] | null } = { http: null, upgrade: null };

beforeAll(async () => {
  backend = createServer((req, res) => {
    seen.http = forwardedLines(req);
    res.end('ok');
  });
  backend.on('upgrade', (req, socket) => {
    seen.upgrade = forwardedLines(req);
    socket.end('HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
  const backendPort = (backend.address() as AddressInfo).port;
  // Port 0 would hide the proxy's own port; one picked the same way as the backend's is free enough.
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((done) => probe.close(() => done()));
  proxy = await startProxy({ port, backends: [{ host: '127.0.0.1', port: backendPort }] });
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((done) => backend.close(() => done()));
});

describe('cluster proxy X-Forwarded-For', () => {
  it('appends the caller to what the caller sent', () => {
    expect(forwardedFor(undefined, '10.0.0.5')).toBe('10.0.0.5');
    expect(forwardedFor('6.6.6.6', '10.0.0.5')).toBe('6.6.6.6, 10.0.0.5');
    expect(forwardedFor(['6.6.6.6', '7.7.7.7'], '10.0.0.5')).toBe('6.6.6.6, 7.7.7.7, 10.0.0.5');
  });

  it('passes one header with its own hop last on a plain request', async () => {
    const answer = await fetch(`${proxy.url}/healthz`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await answer.text()).toBe('ok');
    expect(seen.http).toEqual(['6.6.6.6, 127.0.0.1']);
  });

  it('passes one header with its own hop last on a WebSocket upgrade', async () => {
    const { port } = new URL(proxy.url);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    const reply = await new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        'GET /stream HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: Upgrade\r\nupgrade: websocket\r\nsec-websocket-version: 13\r\n' +
          'sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nx-forwarded-for: 6.6.6.6\r\n\r\n',
      );
    });
    expect(reply).toMatch(/^HTTP\/1\.1 101/);
    expect(seen.upgrade).toEqual(['6.6.6.6, 127.0.0.1']);
  });
});
