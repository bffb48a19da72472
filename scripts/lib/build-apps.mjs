// Production builds of the host and every remote.
import { apps } from './apps.mjs';
import { runPnpm } from './pnpm.mjs';

export async function buildApps() {
  const filters = apps.flatMap((app) => ['--filter', `./${app.dir}`]);
  const started = Date.now();
  const code = await runPnpm(['--workspace-concurrency=2', ...filters, 'run', 'build']);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  console.log(`› built ${apps.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
