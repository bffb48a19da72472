import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { FRESH_MS, KEEP_MS, homePrerender } from './home-prerender.mjs';

const dir = mkdtempSync(join(tmpdir(), 'home-prerender-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// A stand-in for host/dist-prerender/prerender.cjs: it counts its renders and fails on a brand that says so.
const bundle = join(dir, 'prerender.cjs');
writeFileSync(
  bundle,
  `let renders = 0;
exports.OWN_HOME_COOKIE = 'xy_own_home';
exports.createHomeRenderer = async (pageUrl) => async ({ template, brandJson }) => {
  if (brandJson.includes('fail')) throw new Error('the API did not answer');
  renders += 1;
  return template.replace('<div id="root"></div>', '<div id="root">' + brandJson + ' #' + renders + ' ' + pageUrl + '</div>');
};`,
);
const brokenBundle = join(dir, 'broken.cjs');
writeFileSync(brokenBundle, `throw new Error('bad build');`);
const template = join(dir, 'index.html');
writeFileSync(template, '<html><head></head><body><div id="root"></div></body></html>');

const visitor = { headers: {} };
const member = { headers: { cookie: 'theme=1; xy_own_home=1' } };
const text = (page) => gunzipSync(page.gzip).toString();

function prerenderOf(brand, clock, file = bundle) {
  const logs = [];
  const prerender = homePrerender({
    bundle: file,
    template,
    pageUrl: 'http://127.0.0.1:8080/',
    brandJson: () => brand.value,
    now: () => clock.now,
    log: (line) => logs.push(line),
  });
  return { prerender, logs };
}

test('renders the home once for a brand, serves it while fresh, and sends a browser with its own home the file', async () => {
  const clock = { now: 0 };
  const { prerender } = prerenderOf({ value: 'brand-a' }, clock);
  try {
    const first = await prerender.page(visitor);
    assert.match(text(first), /brand-a #1 http:\/\/127\.0\.0\.1:8080\//);
    assert.equal(first.body.toString(), text(first));
    clock.now = FRESH_MS - 1;
    assert.equal(await prerender.page(visitor), first);
    assert.equal(await prerender.page(member), null);
  } finally {
    await prerender.close();
  }
});

test('a browser with its own home that comes first, before the thread has started, is sent the file', async () => {
  const { prerender } = prerenderOf({ value: 'brand-a' }, { now: 0 });
  try {
    assert.equal(await prerender.page(member), null);
    assert.match(text(await prerender.page(visitor)), /brand-a #1/);
  } finally {
    await prerender.close();
  }
});

test('serves the last render while the next one is made, and a new brand waits for its own', async () => {
  const clock = { now: 0 };
  const brand = { value: 'brand-a' };
  const { prerender } = prerenderOf(brand, clock);
  try {
    await prerender.page(visitor);
    clock.now = FRESH_MS + 1;
    const stale = await prerender.page(visitor);
    assert.match(text(stale), /#1/);
    await prerender.warm();
    assert.match(text(await prerender.page(visitor)), /#2/);
    brand.value = 'brand-b';
    assert.match(text(await prerender.page(visitor)), /brand-b #3/);
  } finally {
    await prerender.close();
  }
});

test('keeps the last good page while renders fail, for a while, then sends the file; one line per run of failures', async () => {
  const clock = { now: 0 };
  const brand = { value: 'brand-a' };
  const { prerender, logs } = prerenderOf(brand, clock);
  try {
    await prerender.page(visitor);
    brand.value = 'brand-a fail';
    assert.equal(await prerender.page(visitor), null, 'another brand: nothing of its own to keep');
    brand.value = 'brand-a';
    clock.now = FRESH_MS + 1;
    assert.ok(await prerender.page(visitor));
    clock.now = KEEP_MS + 1;
    brand.value = 'brand-a fail';
    assert.equal(await prerender.page(visitor), null);
    assert.equal(await prerender.page(visitor), null);
    // Two runs of failures, a good render between them: two lines, however many requests.
    assert.deepEqual(logs, Array(2).fill('[prerender] home not rendered: the API did not answer'));
  } finally {
    await prerender.close();
  }
});

test('a build that does not load sends the file, and the page server goes on', async () => {
  const { prerender, logs } = prerenderOf({ value: 'brand-a' }, { now: 0 }, brokenBundle);
  try {
    assert.equal(await prerender.page(visitor), null);
    assert.match(logs[0] ?? '', /bad build|stopped/);
  } finally {
    await prerender.close();
  }
});
