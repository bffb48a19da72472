#!/usr/bin/env node
// `npm run bench:feed`: the sports feed's curve. One API process (PGlite; `-- --cluster`: on
// PostgreSQL + Redis) with the engine at 2,000 price changes a second, and 500, 1,000, 2,000 and
// 5,000 socket clients on 127.0.0.1, each watching a page of about 50 matches of the book (in-play,
// today and early lists, client i on page i mod pages), printing per step:
// delivery latency p50/p99, frames and bytes a second, the server's CPU and memory per client, and
// where it breaks. Figures only, never pass/fail; stops everything it started. The work is in
// feed-run.ts, run through tsx.
// Options (env): BENCH_CLIENTS="500,1000,2000,5000"  BENCH_SECONDS=10  BENCH_FEED_RATE=2000
//   BENCH_PAGE_MATCHES=50  BENCH_FEED_WATCH=all (no client watches: every change to every client)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = join(here, '..', '..', 'server');
const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'feed-run.ts'), ...process.argv.slice(2)], {
  cwd: server,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 1));
