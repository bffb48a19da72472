#!/usr/bin/env node
// `npm run bench:chat`: 2,000 guests in one match room on one API process (PGlite; `-- --cluster`:
// PostgreSQL + Redis), members sending at 5, 20 and 50 messages a second, printing per rate the
// messages sent, accepted and delivered a second, delivery latency p50/p99 and the server's CPU
// and memory. All on 127.0.0.1; stops everything it started. Figures only, never pass/fail.
// Options (env): BENCH_MEMBERS=2000  BENCH_RATES="5,20,50"  BENCH_SECONDS=10
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = join(here, '..', '..', 'server');
const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'chat-run.ts'), ...process.argv.slice(2)], {
  cwd: server,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 1));
