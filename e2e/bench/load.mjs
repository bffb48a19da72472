#!/usr/bin/env node
// `npm run bench:load`: builds, serves the production deployment on its own ports (apart from the
// e2e suite's and `npm start`'s) and loads each entry route as a visitor and as a member, at 1× and
// 4× CPU throttle, printing per route: scripts, JavaScript bytes (raw, gzip, brotli, on the wire),
// the content-encoding seen, and LCP / total blocking time medians, each alternated run for run with
// the same site built as one bundle (shared/build/single-bundle.mjs) for the federated/single
// ratios. Figures only, never pass/fail.
// Options (env): BENCH_RUNS=10  BENCH_ROUTES="/,/game/sport/crty,/mine/transRecord,/activity/discount"
//                BENCH_LIST=1 (every script of each cell: port, path, gzip, start, before/after LCP)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, apps } from '../../scripts/lib/apps.mjs';
import { buildApps } from '../../scripts/lib/build-apps.mjs';
import { ensureChromium, ensureWorkspace } from '../../scripts/lib/ensure-deps.mjs';
import { precompressDir } from '../../scripts/lib/precompress.mjs';
import { buildSingleBundle } from '../../shared/build/single-bundle.mjs';

await ensureWorkspace();
ensureChromium();
const e2e = join(ROOT, 'e2e');
if (!process.argv.includes('--no-build')) {
  await buildApps();
  const started = Date.now();
  const outDir = join(e2e, '.tmp', 'single-bundle', 'dist');
  await buildSingleBundle({ root: ROOT, remoteDirs: apps.filter((app) => app.remote).map((app) => app.dir), outDir });
  precompressDir(outDir);
  console.log(`› built the single-bundle variant in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const child = spawn(
  process.execPath,
  [join(e2e, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', 'bench/load.config.ts'],
  {
    cwd: e2e,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
