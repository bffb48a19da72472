// The Node.js floor the root package declares is the highest one any installed package declares
// for the Node 20 line, and .nvmrc names it: a lower one promises a Node that cannot run the tools.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/apps.mjs';

/** The lowest 20.x each `^20.x.y` or `>=20.x.y` in the lockfile's engines fields admits. */
function node20Floors(lockfile) {
  const floors = [];
  for (const [, range] of lockfile.matchAll(/engines: \{node: '?([^'}]*)'?\}/g)) {
    for (const [, minor, patch] of range.matchAll(/(?:\^|>=\s*)20\.(\d+)\.(\d+)/g))
      floors.push([Number(minor), Number(patch)]);
  }
  return floors;
}

const highest = node20Floors(readFileSync(join(ROOT, 'pnpm-lock.yaml'), 'utf8')).reduce(
  (best, floor) => (floor[0] > best[0] || (floor[0] === best[0] && floor[1] > best[1]) ? floor : best),
  [0, 0],
);

test('the root engines field starts at the highest Node 20 floor of the installed packages', () => {
  const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  assert.match(engines.node, new RegExp(`^\\^20\\.${highest[0]}\\.${highest[1]} \\|\\|`));
});

test('.nvmrc names that floor', () => {
  assert.equal(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim(), `20.${highest[0]}`);
});
