// The tooling's own tests on Node's test runner: the launch scripts' (scripts/**/*.test.mjs: which
// browser, the cluster's ports, pinned versions, the Node floor) and the build factory's
// (shared/build/*.test.mjs).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './apps.mjs';
import { spawnHeld } from './held-output.mjs';

const FOLDERS = ['scripts', join('shared', 'build')];
const TAP = join(ROOT, '.tmp', 'tooling-tests.tap');

export function toolingTestFiles() {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true })
      .filter((file) => file.endsWith('.test.mjs'))
      .sort()
      .map((file) => join(ROOT, folder, file)),
  );
}

/**
 * Runs them with the spec reporter and a TAP copy for the counts. The reporter's lines are kept and
 * returned: the step runs beside lint, whose lines they would interleave with.
 * @returns {Promise<{ ok: boolean, passed: number, failed: number, output: string }>}
 */
export async function runToolingTests() {
  rmSync(TAP, { force: true });
  mkdirSync(dirname(TAP), { recursive: true });
  const args = [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${TAP}`,
    ...toolingTestFiles(),
  ];
  const { code, output } = await spawnHeld(process.execPath, args, { cwd: ROOT });
  const tap = existsSync(TAP) ? readFileSync(TAP, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { ok: code === 0, passed: count('pass'), failed: count('fail'), output };
}
