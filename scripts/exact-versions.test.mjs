// Every dependency of every workspace package is one exact version (or a workspace link), so an
// install on another machine resolves what the lockfile and the tests saw.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/apps.mjs';

const workspace = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
/** A workspace entry's folders: itself, or for a trailing `*` (mf-*) every folder it matches with a package.json. */
const foldersOf = (entry) =>
  entry.endsWith('*')
    ? readdirSync(ROOT).filter(
        (dir) => dir.startsWith(entry.slice(0, -1)) && existsSync(join(ROOT, dir, 'package.json')),
      )
    : [entry];
const packages = ['.', ...[...workspace.matchAll(/^ {2}- (\S+)$/gm)].flatMap(([, entry]) => foldersOf(entry))];
const kinds = ['dependencies', 'devDependencies', 'optionalDependencies'];

test('every workspace package.json pins its dependencies exactly', () => {
  const loose = [];
  for (const dir of packages) {
    const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    for (const kind of kinds) {
      for (const [name, range] of Object.entries(manifest[kind] ?? {})) {
        if (!/^\d+\.\d+\.\d+$/.test(range) && range !== 'workspace:*')
          loose.push(`${dir}/package.json ${name}@${range}`);
      }
    }
  }
  assert.ok(packages.length > 10, 'the workspace lists its packages');
  assert.deepEqual(loose, []);
});
