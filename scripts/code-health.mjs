#!/usr/bin/env node
// Prints the counts the code keeps at zero (the lint rules hold most of them; this shows them at a
// glance for a review or a closing note): hand-written data loading, untyped api fakes, files over
// 300 lines, imports into another feature's files, comments that cite an issue number, response
// codes of the contract the server never sends, and server calls made outside the query layer.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { remoteDir, remoteNames } from './lib/remotes.mjs';
import { reachesIn } from './eslint/feature-boundaries.mjs';

const packages = ['host', ...remoteNames.map(remoteDir), 'console', 'shared', 'server', 'e2e', 'scripts'];
const skip = new Set([
  'node_modules',
  'dist',
  'dist-prerender',
  '.swc',
  '.data',
  '.tmp',
  'test-results',
  'playwright-report',
]);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield path;
  }
}

const counts = {
  useAsync: [],
  pollingLoops: [],
  untypedApiFakes: [],
  over300Lines: [],
  crossFeatureImports: [],
  issueComments: [],
  codesNeverSent: [],
  directApiCalls: [],
};

// Browser code talks to the server through shared/query (useEndpoint, the mutations, fetchEndpoint,
// sendEndpoint); these files may call the api client itself.
const apiLayer = ['shared/src/query/', 'shared/src/api/'];
// Calls left outside the query layer on purpose, each with its reason (shared/src/query/README.md):
const directApiCallExceptions = new Map([
  // shared/ui loads on the host's first page, which must not carry the query library.
  ['shared/src/ui/use-country-areas.ts', 'shared/ui is on the first page'],
  ['shared/src/ui/use-revealed-value.ts', 'shared/ui is on the first page'],
  // The development harness signs a remote in when it runs alone; no page of the site uses it.
  ['shared/src/harness/HarnessShell.tsx', 'development harness only'],
]);
const add = (key, file, detail = '') => counts[key].push(relative(ROOT, file) + (detail ? ` ${detail}` : ''));

for (const pkg of packages) {
  for (const file of files(join(ROOT, pkg))) {
    const text = readFileSync(file, 'utf8');
    const test = /\.test\.(ts|tsx|mjs)$/.test(file);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > 300) add('over300Lines', file, `(${lines})`);
    if (/\/\/.*\bissue\s+#?\d+|\*.*\bissue\s+#?\d+/i.test(text)) add('issueComments', file);
    const browser = pkg !== 'server' && pkg !== 'e2e' && pkg !== 'scripts';
    if (browser && !test && /\buseAsync\(|\buseMoneyFigures\(/.test(text)) add('useAsync', file);
    // A timer whose callback calls the api is a polling loop the query layer should own.
    if (browser && !test && /set(Interval|Timeout)\([^)]*\n?[^;]*api\.request/.test(text)) add('pollingLoops', file);
    if (browser && test && /spyOn\(api,\s*'request'\)/.test(text)) add('untypedApiFakes', file);
    const path = relative(ROOT, file).split(sep).join('/');
    const apiSide = apiLayer.some((dir) => path.startsWith(dir)) || directApiCallExceptions.has(path);
    // Test helpers (a testing/ folder) stand in for the server; they are tests, not pages.
    const testing = test || path.includes('/testing/');
    if (browser && !testing && !apiSide && /\bapi\s*\.request\(/.test(text)) add('directApiCalls', file);
    if (browser) {
      for (const match of text.matchAll(/^(?:import|export)[^'"]*?from\s+'([^']+)'/gms)) {
        if (reachesIn(file.split('/').join(sep), match[1])) add('crossFeatureImports', file, match[1]);
      }
    }
  }
}

// Each name of ResponseCode (shared/src/contract/codes.ts) that no non-test file under server/src
// uses. Left out: SUCCESS (every answer's default, written by the pipeline as a number too).
const CLIENT_ALONE = new Set(['SUCCESS']);
const catalogue = readFileSync(join(ROOT, 'shared/src/contract/codes.ts'), 'utf8');
const block = /export const ResponseCode = \{([\s\S]*?)\} as const;/.exec(catalogue)?.[1] ?? '';
const codeNames = [...block.matchAll(/^\s*([A-Z0-9_]+):\s*\d+,/gm)].map((match) => match[1]);
const serverText = [...files(join(ROOT, 'server/src'))]
  .filter((file) => !/\.test\.(ts|tsx|mjs)$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
for (const name of codeNames) {
  if (CLIENT_ALONE.has(name)) continue;
  if (!new RegExp(`ResponseCode\\.${name}\\b`).test(serverText)) counts.codesNeverSent.push(name);
}

let total = 0;
for (const [key, list] of Object.entries(counts)) {
  total += list.length;
  console.log(`${key.padEnd(22)} ${String(list.length).padStart(4)}`);
  for (const item of list.slice(0, 10)) console.log(`    ${item}`);
  if (list.length > 10) console.log(`    … and ${list.length - 10} more`);
}
process.exitCode = total === 0 ? 0 : 1;
