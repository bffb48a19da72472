#!/usr/bin/env node
// `npm run bench:hardening`: tries the attacks of issue 16 that the API server must survive against
// the real app (in process, fresh test database) and prints what it made of them: bad inputs tried per
// endpoint and 5xx seen, replays refused, cross-site tokens refused, concurrent login bursts against
// the limit. Figures only, never pass/fail. The work is in server/src/testing/hardening-bench.ts, run
// through tsx (a server dependency) so it can use the server's own app and the shared contract.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'server');
const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'testing', 'hardening-bench.ts')], { cwd: server, stdio: 'inherit', env: process.env });
child.on('exit', (code) => process.exit(code ?? 1));
