#!/usr/bin/env node
// `npm run bench:ledger`: fires concurrent money calls at the reference API and prints what the
// ledger made of them (requests, ledger rows and final balance against expected, refusals by code,
// p50/p95 latency). Figures only, never pass/fail. The work is in ledger-run.ts, run through tsx
// (a server dependency) so it can read the shared contract's signing constants.
// Options (env): BENCH_API_URL=http://127.0.0.1:8090 targets a running server started with
// PLATFORM_TEST_MODE=1 and CAPTCHA_REQUIRED=0 instead of starting one; BENCH_PORT (default 18590).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = join(here, '..', '..', 'server');
const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'ledger-run.ts')], {
  cwd: server,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 1));
