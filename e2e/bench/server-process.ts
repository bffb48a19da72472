import { readFileSync } from 'node:fs';

// What the server benchmarks read of the API process: its CPU time and its resident memory, from
// /proc (Linux; elsewhere the figures are left out).

const TICKS_PER_SECOND = 100;

export interface ProcessSample {
  /** CPU seconds used so far (user + system). */
  cpu: number;
  /** Resident memory in bytes. */
  rss: number;
  at: number;
}

export function sampleProcess(pid: number | undefined): ProcessSample | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at index 0 = state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    return { cpu, rss, at: performance.now() };
  } catch {
    return null;
  }
}

/** Share of one core the process used between two samples (1 = one core busy). */
export function coreShare(from: ProcessSample | null, to: ProcessSample | null): number | null {
  if (!from || !to || to.at <= from.at) return null;
  return (to.cpu - from.cpu) / ((to.at - from.at) / 1000);
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
