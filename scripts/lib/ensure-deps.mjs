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

/** Installs Debian `packages` with apt-get (through sudo when not root). */
function aptInstall(packages) {
  console.log(`› installing ${packages.join(', ')} (apt-get)`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]);
}

/** Whether fontconfig (which chromium depends on) knows a font with Chinese glyphs. */
export function hasChineseFont() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/**
 * The Debian packages the browser choice still needs. The pages are Chinese: without a CJK font
 * every glyph is a box of another width, so the tests that measure the layout (the size of targets,
 * the header's fit) would measure another page, and failure screenshots would show boxes.
 */
export function missingPackages(choice, chineseFont) {
  if (choice.install) return ['chromium', 'fonts-noto-cjk'];
  return choice.path === DEBIAN_CHROMIUM && !chineseFont ? ['fonts-noto-cjk'] : [];
}

/**
 * The Chromium to launch (scripts/lib/chromium.mjs), installing Debian's only when that is the one
 * and it is missing, and a Chinese font for it when there is none.
 */
export function ensureChromium(env = process.env, install = aptInstall, chineseFont = hasChineseFont) {
  const choice = chromiumChoice(env);
  const packages = missingPackages(choice, choice.path === DEBIAN_CHROMIUM ? chineseFont() : true);
  if (choice.install) install(packages);
  else if (packages.length > 0) {
    // A browser that runs without the font still runs the tests; a machine without apt says so and goes on.
    try {
      install(packages);
    } catch (error) {
      console.warn(
        `› no Chinese font installed (${error instanceof Error ? error.message : error}): layout tests may fail`,
      );
    }
  }
  if (choice.install && !isExecutableFile(DEBIAN_CHROMIUM))
    throw new Error(`chromium is still missing at ${DEBIAN_CHROMIUM} after apt-get install`);
  return choice.path;
}
