#!/usr/bin/env node
// `npm run bench:hardening`: tries the faults and attacks the platform must survive
// (docs/decisions/0004-hardening.md) and prints what they did.
// 1. The API server (in process, fresh test database): bad inputs tried per endpoint and 5xx seen,
//    replays refused, cross-site tokens refused, concurrent login bursts against the limit. The work
//    is in server/src/testing/hardening-bench.ts, run through tsx (a server dependency) so it can use
//    the server's own app and the shared contract.
// 2. The remotes in a browser (remote-hardening.mjs): each remote down, slow and broken, the skewed
//    remote, last-known-good loads. Needs the production builds; `--remotes-only` / `--server-only`.
// Figures only, never pass/fail.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const server = join(here, '..', '..', 'server');
const only = process.argv.slice(2);

function run(args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let code = 0;
if (!only.includes('--remotes-only'))
  code ||= await run(['--import', 'tsx', join('src', 'testing', 'hardening-bench.ts')], server);
if (!only.includes('--server-only')) code ||= await run([join(here, 'remote-hardening.mjs')], join(here, '..'));
process.exit(code);
