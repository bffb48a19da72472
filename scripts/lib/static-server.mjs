// A small static file server for production builds: one per app, each on its own origin, with
// CORS for the host's cross-origin loads, long caching for hashed files, revalidation (ETag) for
// the files that name them, the build's precompressed copies, an SPA fallback, and the security
// headers (a Content-Security-Policy on pages, nosniff, a referrer policy).
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
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

/** Chunks whose name carries their content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|mjs|css)$/;

/** The decoded path, or null for one that cannot be decoded (a malformed percent-escape). */
export function decodePath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

function fileIn(root, decoded) {
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** The encodings the request accepts, from Accept-Encoding (q=0 excluded). */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The best precompressed copy of `file` the request accepts: brotli, then gzip, else the file. */
function pickVariant(file, accepted) {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accepted.has(encoding)) continue;
    try {
      const stat = statSync(file + suffix);
      if (stat.isFile()) return { path: file + suffix, encoding, stat };
    } catch {
      // No copy in this encoding: try the next.
    }
  }
  return { path: file, encoding: null, stat: statSync(file) };
}

/** On every answer: no type sniffing, and other sites see only our origin, never a page's path or query. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function send(res, status, headers, body) {
  res.writeHead(status, { ...SECURITY_HEADERS, ...headers });
  res.end(body);
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, overrides?: Record<string, () => string>, pagePolicy?: (req: import('node:http').IncomingMessage) => string, routes?: Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void>, homePage?: { page: (req: import('node:http').IncomingMessage) => Promise<{ body: Buffer, br: Buffer, gzip: Buffer, etag: string } | null>, close: () => Promise<void> } }} options
 * `overrides` answers a path from memory (the host's /brand.json); `pagePolicy` is the
 * Content-Security-Policy of the HTML pages, read per request (the brand can change under a test,
 * and a developer override's cookie widens it for its own browser); `routes` answer a path whole;
 * `homePage.page` answers `/` with a page rendered in memory (the prerendered home), or null for the
 * file; the server closes it with itself.
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  overrides = {},
  pagePolicy,
  routes = {},
  homePage,
}) {
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Nothing a request carries may end the process that serves the app.
      console.error('static server:', error);
      if (!res.headersSent) send(res, 500, { 'content-type': 'text/plain; charset=utf-8' }, '服务器错误');
      else res.destroy();
    }
  });

  function handle(req, res) {
    const rawPath = (req.url ?? '/').split('?')[0];
    const path = decodePath(rawPath);
    // Remotes are loaded cross-origin (scripts, manifests); pages are not.
    const cors = { 'access-control-allow-origin': '*' };
    if (req.method === 'OPTIONS') {
      send(res, 204, { ...cors, 'access-control-allow-methods': 'GET, HEAD, OPTIONS' });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'text/plain; charset=utf-8' }, '不支持的请求方法');
      return;
    }
    if (path === null) {
      send(res, 400, { 'content-type': 'text/plain; charset=utf-8' }, '请求地址无效');
      return;
    }
    if (Object.hasOwn(routes, path)) {
      routes[path](req, res);
      return;
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    if (overrides[path]) {
      const body = Buffer.from(overrides[path]());
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      const headers = {
        ...cors,
        'content-type': TYPES['.json'],
        'cache-control': 'no-cache',
        etag,
        vary: 'accept-encoding',
      };
      if (req.headers['if-none-match'] === etag) {
        send(res, 304, headers);
        return;
      }
      const gzip = accepted.has('gzip');
      const out = gzip ? gzipSync(body) : body;
      send(
        res,
        200,
        { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': out.length },
        req.method === 'HEAD' ? undefined : out,
      );
      return;
    }
    if (homePage && path === '/') {
      homePage.page(req).then(
        (page) => (page ? sendHomePage(req, res, page, accepted) : serveFile(req, res, path, accepted, cors)),
        () => serveFile(req, res, path, accepted, cors),
      );
      return;
    }
    serveFile(req, res, path, accepted, cors);
  }

  /** A page made in memory: revalidated by its ETag like index.html, in the best encoding accepted. */
  function sendHomePage(req, res, page, accepted) {
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
    const etag = encoding ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag;
    const headers = {
      'content-type': TYPES['.html'],
      'cache-control': 'no-cache',
      vary: 'accept-encoding, cookie',
      etag,
      ...(pagePolicy ? { 'content-security-policy': pagePolicy(req) } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      send(res, 304, headers);
      return;
    }
    send(res, 200, { ...headers, 'content-length': body.length }, req.method === 'HEAD' ? undefined : body);
  }

  function serveFile(req, res, path, accepted, cors) {
    // Source maps are built (hidden) for error reporting, never published unless asked for.
    const hiddenMap = path.endsWith('.map') && process.env.PLATFORM_SERVE_SOURCE_MAPS !== '1';
    let file = hiddenMap ? null : fileIn(root, path === '/' ? '/index.html' : path);
    if (!file && spa && !extname(path)) file = join(root, 'index.html');
    if (!file) {
      send(res, 404, { ...cors, 'content-type': 'text/plain; charset=utf-8' }, '未找到文件');
      return;
    }
    const ext = extname(file);
    const variant = pickVariant(file, accepted);
    const hashed = HASHED.test(file);
    const headers = {
      ...(ext === '.html' ? {} : cors),
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-length': variant.stat.size,
      vary: 'accept-encoding',
      ...SECURITY_HEADERS,
      ...(ext === '.html' && pagePolicy ? { 'content-security-policy': pagePolicy(req) } : {}),
      ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
    };
    if (!hashed) {
      // Revalidated files (remoteEntry.js, mf-manifest.json, index.html) answer 304 while unchanged.
      const etag = `"${variant.stat.size.toString(36)}-${Math.floor(variant.stat.mtimeMs).toString(36)}${variant.encoding ? `-${variant.encoding}` : ''}"`;
      headers.etag = etag;
      if (req.headers['if-none-match'] === etag) {
        delete headers['content-length'];
        send(res, 304, headers);
        return;
      }
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(variant.path)
        .on('error', () => res.destroy())
        .pipe(res);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => void (homePage?.close() ?? Promise.resolve()).then(() => done()));
          }),
      });
    });
  });
}
