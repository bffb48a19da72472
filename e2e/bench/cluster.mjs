#!/usr/bin/env node
// `npm run bench:cluster`: two API processes on a real PostgreSQL server and Redis (installed with
// apt-get when absent) behind the round-robin proxy, all on 127.0.0.1, and the proofs that it works
// as one (docs/decisions/0002-cluster-postgresql-redis.md): chat and feed pushes across processes,
// a killed process (reconnects, sessions, ledger rows, the engine's failover time) and 100
// duplicate money requests split across both. Prints the figures and exits 1 when a proof fails.
// The work is in cluster-run.ts, run through tsx (a server dependency).
// Ports (127.0.0.1): PostgreSQL 28301, Redis 28302, API processes 28310/28311, proxy 28320.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = join(here, '..', '..', 'server');
const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'cluster-run.ts')], {
  cwd: server,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 1));
