#!/usr/bin/env node
// `npm run bench:odds`: builds, starts the deployment and drives the live sports page from the
// server feed at rising rates, printing per rate: changes applied per second, the longest frame,
// long tasks over 50 ms and the React commit count. Figures only, never pass/fail.
// Options (env): BENCH_RATES="250,500,1000,2000,4000"  BENCH_SECONDS=10  BENCH_AIM_SECONDS=30 (for 2000/s)
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
  [join(e2e, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', 'bench/odds.config.ts'],
  {
    cwd: e2e,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
