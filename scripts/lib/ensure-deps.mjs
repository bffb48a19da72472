// "Installs what is missing": workspace packages when the lockfile changed since the last
// install, and (for the tests) Debian's Chromium.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { runPnpm } from './pnpm.mjs';

const STAMP = join(ROOT, 'node_modules', '.platform-install-stamp');

function lockfileHash() {
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(join(ROOT, file)));
  return hash.digest('hex');
}

export async function ensureWorkspace() {
  const wanted = lockfileHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  console.log('› installing workspace packages (pnpm install)');
  // Playwright must never fetch its own browser: Debian's chromium is used.
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const code = await runPnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { env });
  if (code !== 0) throw new Error(`pnpm install failed with exit code ${code}`);
  writeFileSync(STAMP, wanted);
}

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('› installing Debian chromium (apt-get)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  // Chinese fonts so failure screenshots show text, not boxes.
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']);
  if (!existsSync(CHROMIUM)) throw new Error('chromium is still missing after apt-get install');
}
