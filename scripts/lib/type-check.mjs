// `npm test`'s and `npm run typecheck`'s type check. The nine browser apps (host, the remotes, the
// console) have the same compiler options, so one TypeScript program checks them all
// (tsconfig.apps.json): nine programs each parsed shared's source and the libraries' declarations
// again, about 180 CPU-seconds against 47. shared, server and e2e have Node's types and keep their
// own programs, checked meanwhile on the other core. Each package's own `typecheck` stays for a
// team working on it alone.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { runPnpm } from './pnpm.mjs';

export const APPS_TSCONFIG = 'tsconfig.apps.json';
/** The packages with a program of their own in the check. */
export const OWN_PROGRAMS = ['shared', 'server', 'e2e'];

function tscApps() {
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', APPS_TSCONFIG, '--noEmit'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** @returns {Promise<boolean>} whether every program checked clean */
export async function typeCheck() {
  const filters = OWN_PROGRAMS.flatMap((pkg) => ['--filter', `./${pkg}`]);
  const [apps, own] = await Promise.all([
    tscApps(),
    runPnpm(['-r', '--no-bail', '--workspace-concurrency=1', ...filters, 'run', 'typecheck']),
  ]);
  return apps === 0 && own === 0;
}
