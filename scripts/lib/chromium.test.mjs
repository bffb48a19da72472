import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from './apps.mjs';
import { DEBIAN_CHROMIUM, chromiumChoice, chromiumPath } from './chromium.mjs';
import { ensureChromium, missingPackages } from './ensure-deps.mjs';

const dir = mkdtempSync(join(tmpdir(), 'chromium-choice-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const browser = join(dir, 'chrome');
writeFileSync(browser, '#!/bin/sh\n');
chmodSync(browser, 0o755);
const plainFile = join(dir, 'not-executable');
writeFileSync(plainFile, '');
chmodSync(plainFile, 0o644);

test('CHROMIUM_PATH naming an executable is used and nothing is installed', () => {
  assert.deepEqual(
    chromiumChoice({ CHROMIUM_PATH: browser }, (path) => path === browser),
    { path: browser, install: false },
  );
  assert.deepEqual(chromiumChoice({ CHROMIUM_PATH: browser }), { path: browser, install: false });
  assert.equal(chromiumPath({ CHROMIUM_PATH: browser }), browser);
});

test('ensureChromium with CHROMIUM_PATH set returns it and never runs the installer', () => {
  let installs = 0;
  assert.equal(
    ensureChromium({ CHROMIUM_PATH: browser }, () => installs++),
    browser,
  );
  assert.equal(installs, 0);
});

test('Debian chromium gets a Chinese font when it has none; a browser of CHROMIUM_PATH is left as it is', () => {
  assert.deepEqual(missingPackages({ path: DEBIAN_CHROMIUM, install: true }, false), ['chromium', 'fonts-noto-cjk']);
  assert.deepEqual(missingPackages({ path: DEBIAN_CHROMIUM, install: false }, false), ['fonts-noto-cjk']);
  assert.deepEqual(missingPackages({ path: DEBIAN_CHROMIUM, install: false }, true), []);
  assert.deepEqual(missingPackages({ path: browser, install: false }, false), []);
});

test('a CHROMIUM_PATH that is missing, a folder or not executable fails with its name', () => {
  for (const wrong of [join(dir, 'absent'), dir, plainFile]) {
    assert.throws(
      () => chromiumChoice({ CHROMIUM_PATH: wrong }),
      (error) => error instanceof Error && error.message.includes(`CHROMIUM_PATH=${wrong}`),
    );
  }
});

test('without CHROMIUM_PATH (or with an empty one) Debian chromium is used, installed only when missing', () => {
  assert.deepEqual(
    chromiumChoice({}, () => true),
    { path: DEBIAN_CHROMIUM, install: false },
  );
  assert.deepEqual(
    chromiumChoice({}, () => false),
    { path: DEBIAN_CHROMIUM, install: true },
  );
  assert.deepEqual(
    chromiumChoice({ CHROMIUM_PATH: ' ' }, () => false),
    { path: DEBIAN_CHROMIUM, install: true },
  );
});

test('no other tracked code file has a browser path literal or reads CHROMIUM_PATH itself', () => {
  const files = execFileSync('git', ['ls-files', '*.mjs', '*.js', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const own = ['scripts/lib/chromium.mjs', relative(ROOT, new URL(import.meta.url).pathname)];
  const offenders = files.filter(
    (file) =>
      !own.includes(file) &&
      /['"`]\/usr\/bin\/chrom|env\.CHROMIUM_PATH|\[['"]CHROMIUM_PATH['"]\]/.test(
        readFileSync(join(ROOT, file), 'utf8'),
      ),
  );
  assert.ok(files.length > 100, 'git lists the tracked files');
  assert.deepEqual(offenders, []);
});
