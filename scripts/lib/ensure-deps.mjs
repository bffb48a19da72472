// "Installs what is missing": workspace packages when the lockfile changed since the last
// install, and (for the tests) Debian's Chromium unless CHROMIUM_PATH names another.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { DEBIAN_CHROMIUM, chromiumChoice, isExecutableFile } from './chromium.mjs';
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
  // Playwright must never fetch its own browser: scripts/lib/chromium.mjs names the one used.
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const code = await runPnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { env });
  if (code !== 0) throw new Error(`pnpm install failed with exit code ${code}`);
  writeFileSync(STAMP, wanted);
}

function aptInstallChromium() {
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
}

/** The Chromium to launch (scripts/lib/chromium.mjs), installing Debian's only when that is the one and it is missing. */
export function ensureChromium(env = process.env, install = aptInstallChromium) {
  const choice = chromiumChoice(env);
  if (!choice.install) return choice.path;
  install();
  if (!isExecutableFile(DEBIAN_CHROMIUM))
    throw new Error(`chromium is still missing at ${DEBIAN_CHROMIUM} after apt-get install`);
  return DEBIAN_CHROMIUM;
}
