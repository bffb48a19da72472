#!/usr/bin/env node
// `npm run bench:money`: venue transfers in and out, then single bets on matches not yet started,
// each at 10, 25, 50 and 100 requests a second from four members on one API process (PGlite;
// `-- --cluster`: PostgreSQL + Redis), one in ten sent twice with the same request id, printing per
// rate the calls applied a second and latency p50/p99, refusals by code, then the ledger checked:
// each applied call's rows (two per transfer, one per bet), none per repeat, total money moved by
// the applied stakes only. All on 127.0.0.1; stops what it started. Figures only, never pass/fail.
// Options (env): BENCH_RATES="10,25,50,100"  BENCH_SECONDS=10
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = join(here, '..', '..', 'server');
const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'money-run.ts'), ...process.argv.slice(2)], {
  cwd: server,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 1));
