// A small round-robin proxy in front of the API processes: plain HTTP requests and WebSocket
// upgrades (the sports feed, the chat) each go to the next process that accepts a connection, so a
// dead process is skipped and its clients land on a live one when they reconnect.
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/**
 * X-Forwarded-For as one proxy hop passes it on: whatever the caller sent (possibly forged, so the
 * API trusts exactly one hop, TRUST_PROXY=1, and reads the right-most entry), then the address this
 * proxy was called from. One header, never two: servers differ on which of two copies they read.
 * @param {string | string[] | undefined} sent
 * @param {string | undefined} remoteAddress
 */
export function forwardedFor(sent, remoteAddress) {
  const earlier = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  const caller = remoteAddress ?? '';
  return earlier === '' ? caller : `${earlier}, ${caller}`;
}

/**
 * @param {{ port: number, host?: string, backends: { host: string, port: number }[] }} options
 */
export function startProxy({ port, host = '127.0.0.1', backends }) {
  let next = 0;
  const order = () => {
    const start = next;
    next = (next + 1) % backends.length;
    return backends.map((_, i) => backends[(start + i) % backends.length]);
  };
  /** Which backend each request went to, for the bench's figures. */
  const served = new Map(backends.map((b) => [b.port, 0]));

  const server = createServer((req, res) => {
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () => {
      const candidates = order();
      const attempt = (i) => {
        const backend = candidates[i];
        if (backend === undefined) {
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ code: 502, msg: '接口服务暂时不可用，请稍后重试' }));
          return;
        }
        const upstream = httpRequest(
          {
            host: backend.host,
            port: backend.port,
            method: req.method,
            path: req.url,
            headers: {
              ...req.headers,
              'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress),
            },
          },
          (answer) => {
            served.set(backend.port, (served.get(backend.port) ?? 0) + 1);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        // Only a refused connection moves on to the next process: a request that reached one may have been applied.
        upstream.on('error', (error) => {
          if (!res.headersSent && error.code === 'ECONNREFUSED') attempt(i + 1);
          else if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
            res.end(JSON.stringify({ code: 502, msg: '接口服务连接中断，请稍后重试' }));
          } else res.destroy();
        });
        upstream.end(Buffer.concat(body));
      };
      attempt(0);
    });
  });

  server.on('upgrade', (req, client, head) => {
    const candidates = order();
    const attempt = (i) => {
      const backend = candidates[i];
      if (backend === undefined) {
        client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        return;
      }
      const upstream = connect({ host: backend.host, port: backend.port });
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        served.set(backend.port, (served.get(backend.port) ?? 0) + 1);
        const headers = Object.entries({
          ...req.headers,
          'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], client.remoteAddress),
        }).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
        upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.once('error', () => {
        if (!connected) attempt(i + 1);
        else client.destroy();
      });
      upstream.on('close', () => {
        if (connected) client.destroy();
      });
      client.on('close', () => upstream.destroy());
      client.on('error', () => upstream.destroy());
    };
    attempt(0);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        served,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      }),
    );
  });
}
