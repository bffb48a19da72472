// A child process whose output is kept, not shown as it comes: for a step run beside another,
// whose lines would otherwise interleave with the other's. Printed whole when the step ends.
import { spawn } from 'node:child_process';

/** @returns {Promise<{ code: number, output: string }>} the exit code, and stdout and stderr as they came */
export function spawnHeld(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}
