#!/usr/bin/env node
// `npm run bench:delivery`: how fast the remote registry delivers, on production builds served on
// 127.0.0.1 by a deployment of its own (started and stopped here), in Chromium: publish-to-live
// (the publish command, the pin, the next page load showing the change), rollback-to-live, the
// bytes of the browser health reports per page load (home and 优惠), and a broken canary's failing
// loads until the server withdraws it. Medians over the runs; the machine and the build ids with
// them. Holds /tmp/e2e.lock while it measures and refuses while the e2e deployment runs.
// Figures only, never pass/fail.
// Options: `-- --runs 3` (default 5)  `-- --no-build` to reuse the last build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { runsOption } from '../../scripts/lib/bench-figures.mjs';
import { buildApps } from '../../scripts/lib/build-apps.mjs';
import { ensureChromium, ensureWorkspace } from '../../scripts/lib/ensure-deps.mjs';

const args = process.argv.slice(2);
try {
  runsOption(args, 5, 20);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
await ensureWorkspace();
ensureChromium();
if (!args.includes('--no-build')) await buildApps();
const e2e = join(ROOT, 'e2e');
// tsx is the server's: its TypeScript runner, as for the server benchmarks.
const child = spawn(process.execPath, ['--import', 'tsx', join(e2e, 'bench', 'delivery-run.ts'), ...args], {
  cwd: join(ROOT, 'server'),
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
child.on('exit', (code) => process.exit(code ?? 1));
