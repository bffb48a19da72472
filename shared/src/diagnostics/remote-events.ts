import { DIAGNOSTICS_TEXT_LIMITS } from '../contract/diagnostics-report';
import { cut, queueDiagnostic } from './report-queue';
import { pageTraceId } from './trace-id';

/**
 * What happened to the remotes in this page that the member never sees as an error: a remote's
 * script that failed to run (caught, not thrown), a last-known-good manifest used instead of a
 * failing one, a remote built against an incompatible `shared`; and the host's own pages that could
 * not load their code or crashed while rendering (remote 'host'). The e2e suite reads it from
 * `window.__PLATFORM_REMOTE_EVENTS__` (or remoteEvents()); support sees it through the reporter.
 */
export type RemoteEventKind =
  'script-error' | 'load-failed' | 'last-known-good' | 'incompatible' | 'page-chunk-failed' | 'render-error';

export interface RemoteEvent {
  kind: RemoteEventKind;
  /** Federation container name (mf_sports), or the script's origin when no remote claims it. */
  remote: string;
  /** The address involved: the script, or the manifest. */
  url: string;
  detail: string;
  /** Content hash of the manifest used (last-known-good). */
  hash?: string;
  /** When that manifest was saved (ISO time). */
  savedAt?: string;
  /** The page load's trace id, so support can match the event with what the player reported. */
  traceId: string;
  at: string;
}

const GLOBAL_KEY = '__PLATFORM_REMOTE_EVENTS__';
/** Enough for a page's life: a remote retried over and over cannot grow it without bound. */
const LIMIT = 200;

function log(): RemoteEvent[] {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RemoteEvent[] };
  holder[GLOBAL_KEY] ??= [];
  return holder[GLOBAL_KEY];
}

export function recordRemoteEvent(event: Omit<RemoteEvent, 'at' | 'traceId'>): void {
  const entries = log();
  const at = new Date().toISOString();
  entries.push({ ...event, traceId: pageTraceId(), at });
  if (entries.length > LIMIT) entries.splice(0, entries.length - LIMIT);
  // Reported to support as well (the reporter, once the host started it).
  queueDiagnostic({
    kind: 'remote-event',
    remote: cut(event.remote, DIAGNOSTICS_TEXT_LIMITS.name),
    event: event.kind,
    message: cut(event.detail, DIAGNOSTICS_TEXT_LIMITS.message),
    at,
  });
  console.warn(`[remote:${event.kind}] ${event.remote} ${event.url} ${event.detail}`);
}

export function remoteEvents(): readonly RemoteEvent[] {
  return [...log()];
}
