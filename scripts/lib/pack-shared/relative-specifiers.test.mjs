import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deepFileSpecified, fullySpecified, rewriteSpecifiers } from './relative-specifiers.mjs';

const files = new Set(['/p/ui/Button.js', '/p/ui/index.js', '/p/i18n/zh-TW.json', '/p/index.js', '/r/remotes.mjs']);
const emitted = (path) => files.has(path);

test('an extensionless import names the emitted file, a folder its index', () => {
  assert.equal(fullySpecified('./Button', '/p/ui', emitted), './Button.js');
  assert.equal(fullySpecified('../ui', '/p/i18n', emitted), '../ui/index.js');
  assert.equal(fullySpecified('..', '/p/ui', emitted), '../index.js');
  assert.equal(fullySpecified('./zh-TW.json', '/p/i18n', emitted), './zh-TW.json');
  assert.equal(fullySpecified('../../r/remotes.mjs', '/p/ui', emitted), '../../r/remotes.mjs');
});

test('an import the pack does not have is refused, not shipped broken', () => {
  assert.throws(() => fullySpecified('./Missing', '/p/ui', emitted), /names no file of the pack/);
});

test('static, side-effect, dynamic and declaration imports are rewritten; packages are not', () => {
  const text = [
    "import { Button } from './Button';",
    "import '../ui';",
    "export * from '..';",
    'const t = () => import(/* webpackChunkName: "i18n" */ "../i18n/zh-TW.json");',
    'type B = import("./Button").Props;',
    "import React from 'react';",
  ].join('\n');
  assert.equal(
    rewriteSpecifiers(text, '/p/ui', emitted),
    [
      "import { Button } from './Button.js';",
      "import '../ui/index.js';",
      "export * from '../index.js';",
      'const t = () => import(/* webpackChunkName: "i18n" */ "../i18n/zh-TW.json");',
      'type B = import("./Button.js").Props;',
      "import React from 'react';",
    ].join('\n'),
  );
});

test('a file of a package without an exports map gets its extension; a package with one is left to it', () => {
  const packages = { 'crypto-js': '/n/crypto-js', zod: '/n/zod' };
  const manifests = { '/n/crypto-js': {}, '/n/zod': { exports: { './mini': './mini.js' } } };
  const packageDir = (name) => packages[name] ?? null;
  const isFile = (path) => ['/n/crypto-js/aes.js', '/n/zod/mini.js'].includes(path);
  const read = (dir) => manifests[dir];
  assert.equal(deepFileSpecified('crypto-js/aes', packageDir, isFile, read), 'crypto-js/aes.js');
  assert.equal(deepFileSpecified('crypto-js/aes.js', packageDir, isFile, read), 'crypto-js/aes.js');
  assert.equal(deepFileSpecified('zod/mini', packageDir, isFile, read), 'zod/mini');
  assert.equal(deepFileSpecified('react', packageDir, isFile, read), 'react');
  assert.equal(deepFileSpecified('unknown/file', packageDir, isFile, read), 'unknown/file');
});
