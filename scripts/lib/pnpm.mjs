// Finds pnpm, installing the pinned version into .tools/ when the machine has none: a fresh
// machine has only Node.js and npm.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { spawnHeld } from './held-output.mjs';

// Pinned here rather than in package.json's packageManager field: pnpm 12 then tries to record the
// package manager in the lockfile, which a frozen install refuses.
const pinned = '12.21.0';
const localPnpm = join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');

function works(command) {
  try {
    return (
      execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === pinned
    );
  } catch {
    return false;
  }
}

let resolved = null;

export function pnpmCommand() {
  if (resolved) return resolved;
  if (existsSync(localPnpm) && works(localPnpm)) return (resolved = localPnpm);
  if (works('pnpm')) return (resolved = 'pnpm');
  console.log(`› installing pnpm ${pinned} into .tools/`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      join(ROOT, '.tools'),
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--save-exact',
      `pnpm@${pinned}`,
    ],
    {
      stdio: 'inherit',
      cwd: ROOT,
    },
  );
  return (resolved = localPnpm);
}

/** Runs pnpm with its output kept (held-output.mjs); resolves with the exit code and the output. */
export function runPnpmHeld(args, options = {}) {
  return spawnHeld(pnpmCommand(), args, { cwd: ROOT, ...options });
}

/** Runs pnpm with inherited output; resolves with the exit code. */
export function runPnpm(args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(pnpmCommand(), args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
