// The launch scripts' own tests (scripts/**/*.test.mjs) on Node's test runner: what they check is
// the tooling (which browser, pinned versions, the Node floor), so they need no package installed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './apps.mjs';

const SCRIPTS = join(ROOT, 'scripts');
const TAP = join(ROOT, '.tmp', 'script-tests.tap');

export function scriptTestFiles() {
  return readdirSync(SCRIPTS, { recursive: true })
    .filter((file) => file.endsWith('.test.mjs'))
    .sort()
    .map((file) => join(SCRIPTS, file));
}

/**
 * Runs them with the spec reporter on the terminal and a TAP copy for the counts.
 * @returns {Promise<{ ok: boolean, passed: number, failed: number }>}
 */
export function runScriptTests() {
  rmSync(TAP, { force: true });
  mkdirSync(dirname(TAP), { recursive: true });
  const args = ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${TAP}`, ...scriptTestFiles()];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => {
      const tap = existsSync(TAP) ? readFileSync(TAP, 'utf8') : '';
      const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
      resolve({ ok: code === 0, passed: count('pass'), failed: count('fail') });
    });
  });
}
