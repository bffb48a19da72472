// Starts the reference API server as a child process and waits until it answers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { portOpen } from './port-open.mjs';

// tsx compiles the server on start: past a minute on a loaded 2-core machine, well under on a quiet one.
export async function startApiServer({ port, host = '127.0.0.1', env = {}, timeoutMs = 180_000 }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'server'),
    // Request logs would drown the launcher's own output; LOG_LEVEL=info brings them back.
    env: { LOG_LEVEL: 'warn', ...process.env, PORT: String(port), HOST: host, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (!(await portOpen(port, host))) {
    if (exited) throw new Error('the API server exited during start-up');
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the API server did not listen on ${port} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://${host}:${port}`,
    /** The server's process id: the benchmarks read its CPU time and memory. */
    pid: child.pid,
    close: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
