import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { inlineScriptSources, pageInlineScripts } from './inline-scripts.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('hashes the inline scripts a browser runs, byte for byte, and skips files and data blocks', () => {
  const kept = '(function(){window.a=1})();';
  const html =
    `<head><script>${kept}</script><script defer src="/main.1.js"></script></head>` +
    '<body><script type="application/json" id="state">{"a":1}</script>' +
    '<script type="module">import "/x.js";</script></body>';
  assert.deepEqual(inlineScriptSources(html), [sha(kept), sha('import "/x.js";')]);
  assert.deepEqual(inlineScriptSources('<div id="root"></div>'), []);
});

const dir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test("a page file's sources follow a rebuild, and a missing file has none", () => {
  const file = join(dir, 'index.html');
  const sources = pageInlineScripts(file);
  assert.deepEqual(sources(), []);
  writeFileSync(file, '<script>one()</script>');
  assert.deepEqual(sources(), [sha('one()')]);
  writeFileSync(file, '<script>second()</script>');
  assert.deepEqual(sources(), [sha('second()')]);
});
