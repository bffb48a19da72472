// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendText, TransportFailure } from './send-text';

let server: Server;
let url = '';
beforeAll(async () => {
  // Answers /slow never; anything else with its method and body.
  server = createServer((req, res) => {
    if (req.url === '/slow') return;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      res.writeHead(418, { 'content-type': 'text/plain' });
      res.end(`${req.method} ${String(req.headers['x-a'])} ${body}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('sendText', () => {
  it('sends method, headers and body and resolves any status with its text', async () => {
    const answer = await sendText({ url, method: 'POST', body: '{"n":1}', headers: { 'x-a': 'b' }, timeoutMs: 5000 });
    expect(answer).toEqual({ status: 418, text: 'POST b {"n":1}' });
  });

  it('fails as timed out when the time runs out', async () => {
    const sending = sendText({ url: `${url}/slow`, method: 'GET', body: undefined, headers: {}, timeoutMs: 100 });
    await expect(sending).rejects.toEqual(new TransportFailure(true));
  });

  it('fails as not timed out when the caller aborts', async () => {
    const controller = new AbortController();
    const sending = sendText({
      url: `${url}/slow`,
      method: 'GET',
      body: undefined,
      headers: {},
      timeoutMs: 5000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ timedOut: false });
  });
});
