#!/usr/bin/env node
// Regenerates every package's src/i18n/zh-TW.json from its zh-CN.json. Each package's i18n test
// fails when the committed zh-TW.json is out of step, pointing here.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toTraditional } from './to-traditional.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let written = 0;
for (const entry of readdirSync(root, { withFileTypes: true })) {
  if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
  const source = join(root, entry.name, 'src', 'i18n', 'zh-CN.json');
  if (!existsSync(source)) continue;
  const target = join(dirname(source), 'zh-TW.json');
  const next = JSON.stringify(toTraditional(JSON.parse(readFileSync(source, 'utf8'))), null, 2) + '\n';
  const previous = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (next !== previous) {
    writeFileSync(target, next);
    written += 1;
    console.log(`updated ${entry.name}/src/i18n/zh-TW.json`);
  }
}
console.log(written === 0 ? 'zh-TW resources already in step' : `${written} zh-TW file(s) regenerated`);
