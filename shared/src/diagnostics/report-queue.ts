import { DIAGNOSTICS_TEXT_LIMITS, type DiagnosticsEntry } from '../contract/diagnostics-report';

/** Entries waiting for the reporter; past it the newest are dropped, so a page in a loop stays small. */
export const REPORT_QUEUE_LIMIT = 200;

interface Queue {
  entries: DiagnosticsEntry[];
  dropped: number;
  /** Told when an entry arrives (the reporter's idle timer); none until the reporter starts. */
  onEntry: (() => void) | null;
}

const GLOBAL_KEY = '__PLATFORM_REPORT_QUEUE__';

/** On the global object, like the trace id: a second copy of this module queues to the same reporter. */
export function reportQueue(): Queue {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Queue };
  holder[GLOBAL_KEY] ??= { entries: [], dropped: 0, onEntry: null };
  return holder[GLOBAL_KEY];
}

/** Cuts a text to `max` characters. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}

/** An address without its query or fragment: those may carry tokens or a member's input. */
export function bareAddress(address: string): string {
  // CSP names some blocked things by keyword ('inline', 'eval'): no address to strip.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address)) return cut(address.split(/[?#]/)[0] ?? '', DIAGNOSTICS_TEXT_LIMITS.source);
  try {
    const url = new URL(address, globalThis.location?.href);
    return cut(`${url.origin}${url.pathname}`, DIAGNOSTICS_TEXT_LIMITS.source);
  } catch {
    return cut(address.split(/[?#]/)[0] ?? '', DIAGNOSTICS_TEXT_LIMITS.source);
  }
}

/** Queues one entry for the next report (the texts already cut to the contract's limits). */
export function queueDiagnostic(entry: DiagnosticsEntry): void {
  const queue = reportQueue();
  if (queue.entries.length >= REPORT_QUEUE_LIMIT) {
    queue.dropped += 1;
    return;
  }
  queue.entries.push(entry);
  queue.onEntry?.();
}

/** How long a remote took to load and how it ended (the host's loadRemoteModule). */
export function reportRemoteLoad(load: {
  remote: string;
  outcome: 'ok' | 'unavailable' | 'incompatible';
  ms: number;
  version?: string;
}): void {
  queueDiagnostic({
    kind: 'remote-load',
    remote: cut(load.remote, DIAGNOSTICS_TEXT_LIMITS.name),
    outcome: load.outcome,
    ms: Math.min(600_000, Math.max(0, Math.round(load.ms))),
    version: cut(load.version ?? '', DIAGNOSTICS_TEXT_LIMITS.name),
    at: new Date().toISOString(),
  });
}
