// The one place that says which Chromium the tests and benchmarks drive: CHROMIUM_PATH when it is
// set, else Debian's /usr/bin/chromium (ensure-deps installs that one with apt-get when missing).
import { accessSync, constants, statSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The browser to launch and whether Debian's chromium must be installed first. A CHROMIUM_PATH that
 * names no executable file is an error, not a reason to install: the run would not use the
 * browser that was asked for.
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [executable]
 * @returns {{ path: string, install: boolean }}
 */
export function chromiumChoice(env = process.env, executable = isExecutableFile) {
  const wanted = env.CHROMIUM_PATH?.trim();
  if (wanted) {
    if (!executable(wanted)) {
      throw new Error(
        `CHROMIUM_PATH=${wanted} is not an executable file: point it at a Chromium or Chrome binary, or unset it to use Debian's ${DEBIAN_CHROMIUM}`,
      );
    }
    return { path: wanted, install: false };
  }
  return { path: DEBIAN_CHROMIUM, install: !executable(DEBIAN_CHROMIUM) };
}

/** The executable Playwright launches (Playwright never uses a browser of its own here). */
export function chromiumPath(env = process.env) {
  return chromiumChoice(env).path;
}
