// A small static file server for production builds: one per app, each on its own origin, with
// CORS for the host's cross-origin loads, long caching for hashed files and an SPA fallback.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.zip': 'application/zip',
};

function fileIn(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, overrides?: Record<string, () => string> }} options
 * `overrides` answers a path from memory (the host's /brand.json).
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spa = false, overrides = {} }) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const headers = { 'access-control-allow-origin': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    if (overrides[path]) {
      res.writeHead(200, { ...headers, 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      res.end(overrides[path]());
      return;
    }
    let file = fileIn(root, path === '/' ? '/index.html' : path);
    if (!file && spa && !extname(path)) file = join(root, 'index.html');
    if (!file) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      res.end('未找到文件');
      return;
    }
    const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
    res.writeHead(200, {
      ...headers,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        url: `http://${host}:${port}`,
        close: () => new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
