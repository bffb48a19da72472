#!/usr/bin/env node
// `npm run bench:nav`: click-to-content for each vertical from the home page, at 1× CPU on a warm
// HTTP cache, p50 and p90 per vertical: without prefetch (the visitor saves data, which turns it
// off: the page loads its remote on the click, as before), with the idle prefetch only (a click
// straight away), and after the pointer rested 150 ms on the link. Builds, serves the production
// deployment on its own ports, stops it at the end. Figures only, never pass/fail.
// Options (env): BENCH_RUNS=7  BENCH_HOVER_MS=150  BENCH_VERTICALS=sport,realbet (default: all nine)  `-- --no-build` to reuse the last build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { buildApps } from '../../scripts/lib/build-apps.mjs';
import { ensureChromium, ensureWorkspace } from '../../scripts/lib/ensure-deps.mjs';

await ensureWorkspace();
ensureChromium();
if (!process.argv.includes('--no-build')) await buildApps();
const e2e = join(ROOT, 'e2e');
const child = spawn(
  process.execPath,
  [join(e2e, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', 'bench/nav.config.ts'],
  { cwd: e2e, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
child.on('exit', (code) => process.exit(code ?? 1));
