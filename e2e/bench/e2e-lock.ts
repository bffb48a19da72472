import { spawn, spawnSync } from 'node:child_process';
import { portOpen } from '../../scripts/lib/port-open.mjs';

/** The lock the e2e runs on this machine take (`flock /tmp/e2e.lock …`): one browser run at a time. */
export const E2E_LOCK = '/tmp/e2e.lock';

export interface HeldLock {
  release(): void;
}

/**
 * Waits for the e2e lock (at most `waitSeconds`) and holds it until `release`: a `flock` child that
 * keeps it while its standard input is open, so the lock also goes if this process dies. Without
 * `flock` (not Linux) nothing is held and the caller says so.
 */
export async function takeE2eLock(waitSeconds: number): Promise<HeldLock | null> {
  if (spawnSync('flock', ['--version']).error) return null;
  const holder = spawn('flock', ['-w', String(waitSeconds), E2E_LOCK, 'sh', '-c', 'echo held; cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const held = await new Promise<boolean>((resolve) => {
    holder.stdout.once('data', () => resolve(true));
    holder.once('exit', () => resolve(false));
    holder.once('error', () => resolve(false));
  });
  if (!held) throw new Error(`${E2E_LOCK} was not free within ${waitSeconds} s`);
  return { release: () => holder.stdin.end() };
}

/** The ports among `ports` that something already listens on (127.0.0.1). */
export async function busyPorts(ports: readonly number[]): Promise<number[]> {
  const open = await Promise.all(ports.map((port) => portOpen(port)));
  return ports.filter((_, i) => open[i]);
}
