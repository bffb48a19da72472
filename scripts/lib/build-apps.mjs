// Production builds of the host, every remote and the operator console.
import { join } from 'node:path';
import { ROOT, apps, consoleApp } from './apps.mjs';
import { precompressDir } from './precompress.mjs';
import { runPnpm } from './pnpm.mjs';

export async function buildApps() {
  const built = [...apps, consoleApp];
  const filters = built.flatMap((app) => ['--filter', `./${app.dir}`]);
  const started = Date.now();
  const code = await runPnpm(['--workspace-concurrency=2', ...filters, 'run', 'build']);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  const compressing = Date.now();
  let raw = 0;
  let br = 0;
  for (const app of built) {
    const totals = precompressDir(join(ROOT, app.dir, 'dist'));
    raw += totals.raw;
    br += totals.br;
  }
  console.log(`› built ${built.length} apps in ${((compressing - started) / 1000).toFixed(1)} s`);
  console.log(
    `› precompressed ${(raw / 1024).toFixed(0)} KiB to ${(br / 1024).toFixed(0)} KiB brotli in ${((Date.now() - compressing) / 1000).toFixed(1)} s`,
  );
}
