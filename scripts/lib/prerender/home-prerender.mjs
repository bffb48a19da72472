// The host's home page with its first screen in the HTML: rendered by the app's own prerender build
// on a worker thread, kept for a few seconds and served to visitors while the next render runs
// (docs/decisions/0021-prerendered-home.md). Any failure serves the plain page, which renders in the
// browser as it always could.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { whenChanged } from '../when-changed.mjs';

/** A render is served as it is this long; past it, still served while the next one is made. */
export const FRESH_MS = 15_000;
/** While renders fail (the API is down), the last good one is served this long, then the plain page. */
export const KEEP_MS = 10 * 60_000;
/** A request that finds nothing rendered yet waits this long for the render under way. */
export const FIRST_WAIT_MS = 1500;

const workerFile = new URL('./prerender-worker.mjs', import.meta.url);

function encoded(html) {
  const body = Buffer.from(html);
  return {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body),
    etag: `"h-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/** Resolves to null after `ms`. */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms, null));
}

/** Whether the request carries the hint that its browser draws a home of its own. */
function drawsOwnHome(req, cookieName) {
  if (!cookieName) return false;
  return String(req.headers.cookie ?? '')
    .split(';')
    .some((part) => part.trim() === `${cookieName}=1`);
}

/**
 * @param {{ bundle: string, template: string, pageUrl: string, brandJson: () => string, now?: () => number, log?: (message: string) => void }} options
 *   `bundle`: host/dist-prerender/prerender.cjs; `template`: host/dist/index.html.
 */
export function homePrerender({ bundle, template, pageUrl, brandJson, now = Date.now, log = console.warn }) {
  let worker = null;
  let ownHomeCookie = null;
  let nextId = 0;
  const waiting = new Map();
  /** The last good render: { key, page, at } */
  let current = null;
  /** The render under way: { key, promise } */
  let rendering = null;
  let lastFailure = '';
  const templateNow = whenChanged(template, (text) => text);

  function startWorker() {
    const started = new Worker(workerFile, { workerData: { bundle, pageUrl } });
    const ready = new Promise((resolve, reject) => {
      started.on('message', (message) => {
        if (message.type === 'ready') {
          ownHomeCookie = message.ownHomeCookie;
          resolve(started);
          return;
        }
        const call = waiting.get(message.id);
        if (!call) return;
        waiting.delete(message.id);
        if (message.type === 'rendered') call.resolve(message.html);
        else call.reject(new Error(message.message));
      });
      started.on('error', reject);
      started.on('exit', (code) => {
        reject(new Error(`the prerender thread stopped (${code})`));
        for (const call of waiting.values()) call.reject(new Error('the prerender thread stopped'));
        waiting.clear();
        if (worker === ready) worker = null;
      });
    });
    // A thread that fails to start is reported by the render that waits for it.
    ready.catch(() => undefined);
    return ready;
  }

  async function renderOnce(key, templateText, brand) {
    worker ??= startWorker();
    const thread = await worker;
    const id = nextId++;
    const html = await new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread.postMessage({ id, template: templateText, brandJson: brand });
    });
    return { key, page: encoded(html), at: now() };
  }

  /** Starts a render of the brand and template as they are now, unless one of them is under way. */
  function refresh() {
    const templateText = templateNow();
    if (templateText === null) return null;
    const brand = brandJson();
    const key = `${brand}\n${templateText}`;
    if (rendering?.key === key) return rendering.promise;
    const promise = renderOnce(key, templateText, brand).then(
      (done) => {
        current = done;
        lastFailure = '';
        return done;
      },
      (error) => {
        // One line per run of failures, not one per request.
        if (error.message !== lastFailure) log(`[prerender] home not rendered: ${error.message}`);
        lastFailure = error.message;
        return null;
      },
    );
    rendering = { key, promise };
    void promise.finally(() => {
      if (rendering?.promise === promise) rendering = null;
    });
    return promise;
  }

  function usable(entry, key) {
    return entry && entry.key === key && now() - entry.at < KEEP_MS ? entry.page : null;
  }

  return {
    /** The prerendered page for this request, or null for the plain one. */
    async page(req) {
      // The hint's name comes from the build, with the thread: until it has started, nobody can be
      // told apart, so a browser waits for it a while, then gets the plain page.
      if (ownHomeCookie === null) {
        // The render starts the thread (and reports a failure to start it).
        refresh();
        await Promise.race([worker?.catch(() => null) ?? null, delay(FIRST_WAIT_MS)]);
        if (ownHomeCookie === null) return null;
      }
      if (drawsOwnHome(req, ownHomeCookie)) return null;
      const templateText = templateNow();
      if (templateText === null) return null;
      const key = `${brandJson()}\n${templateText}`;
      if (current?.key === key && now() - current.at < FRESH_MS) return current.page;
      const next = refresh();
      const kept = usable(current, key);
      if (kept || !next) return kept;
      const first = await Promise.race([next, delay(FIRST_WAIT_MS)]);
      return usable(first, key);
    },
    /** Renders now, so the first visitor finds the page ready. */
    warm: () => refresh(),
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await (await thread.catch(() => null))?.terminate();
    },
  };
}
