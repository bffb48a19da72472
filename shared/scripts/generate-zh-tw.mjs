#!/usr/bin/env node
// Regenerates every zh-TW.json under a package's src from the zh-CN.json beside it (a package's own
// texts in src/i18n, a lazily loaded page's in that page's i18n folder). Each package's i18n test
// fails when a committed zh-TW.json is out of step, pointing here.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toTraditional } from './to-traditional.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let written = 0;
/** Every i18n/zh-CN.json below a folder. */
function sourcesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesBelow(path);
    return entry.name === 'zh-CN.json' && dirname(path).endsWith('i18n') ? [path] : [];
  });
}

for (const entry of readdirSync(root, { withFileTypes: true })) {
  if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
  const src = join(root, entry.name, 'src');
  if (!existsSync(src)) continue;
  for (const source of sourcesBelow(src)) {
    const target = join(dirname(source), 'zh-TW.json');
    const next = JSON.stringify(toTraditional(JSON.parse(readFileSync(source, 'utf8'))), null, 2) + '\n';
    const previous = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (next !== previous) {
      writeFileSync(target, next);
      written += 1;
      console.log(`updated ${relative(root, target)}`);
    }
  }
}
console.log(written === 0 ? 'zh-TW resources already in step' : `${written} zh-TW file(s) regenerated`);
