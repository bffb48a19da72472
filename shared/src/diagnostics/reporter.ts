import {
  DIAGNOSTICS_REPORT_MAX_BYTES,
  DIAGNOSTICS_REPORT_MAX_ENTRIES,
  DIAGNOSTICS_REPORT_PATH,
  type DiagnosticsEntry,
  type DiagnosticsReport,
} from '../contract/diagnostics-report';
import { watchPageEvents } from './page-events';
import { reportQueue } from './report-queue';
import { pageTraceId } from './trace-id';

/** Quiet time after the last entry before a report goes. */
export const REPORT_IDLE_MS = 5000;
/** Reports one page load sends at most; what comes after stays unsent. */
export const REPORTS_PER_PAGE = 20;

export interface ReporterOptions {
  /** The brand's API address (brand.apiBaseUrl). */
  apiBaseUrl: string;
  siteId: string;
  /** The window: its errors, rejections, CSP violations, pagehide; the document's visibility. */
  target?: EventTarget;
  /** Sends one body; navigator.sendBeacon by default (plain text: no preflight, survives the page closing). */
  send?: (url: string, body: string) => boolean;
  idleMs?: number;
}

export interface Reporter {
  /** Sends what is queued now (the page is going away). */
  flush(): void;
  stop(): void;
}

function beacon(url: string, body: string): boolean {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
    return navigator.sendBeacon(url, body);
  return false;
}

/** Batches of at most DIAGNOSTICS_REPORT_MAX_ENTRIES whose JSON fits DIAGNOSTICS_REPORT_MAX_BYTES. */
function bodies(entries: readonly DiagnosticsEntry[], siteId: string): string[] {
  const out: string[] = [];
  let rest = entries;
  while (rest.length > 0) {
    let size = Math.min(rest.length, DIAGNOSTICS_REPORT_MAX_ENTRIES);
    let body = '';
    for (;;) {
      const report: DiagnosticsReport = { traceId: pageTraceId(), siteId, entries: rest.slice(0, size) };
      body = JSON.stringify(report);
      // Characters outside ASCII take up to three bytes in UTF-8.
      if (new TextEncoder().encode(body).length <= DIAGNOSTICS_REPORT_MAX_BYTES || size === 1) break;
      size = Math.ceil(size / 2);
    }
    out.push(body);
    rest = rest.slice(size);
  }
  return out;
}

/**
 * The page's own report to support (问题查询): remote loads and failures (reportRemoteLoad,
 * recordRemoteEvent), uncaught errors, unhandled rejections and CSP violations, under the page
 * load's trace id. Sent as beacons after REPORT_IDLE_MS of quiet and when the page is hidden or
 * left; at most REPORTS_PER_PAGE of them. Started once, by the host.
 */
export function startDiagnosticsReporter(options: ReporterOptions): Reporter {
  const target = options.target ?? globalThis;
  const send = options.send ?? beacon;
  const url = `${options.apiBaseUrl.replace(/\/+$/, '')}${DIAGNOSTICS_REPORT_PATH}`;
  const queue = reportQueue();
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const entries = queue.entries.splice(0, queue.entries.length);
    for (const body of bodies(entries, options.siteId)) {
      if (sent >= REPORTS_PER_PAGE) return;
      sent += 1;
      send(url, body);
    }
  };
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, options.idleMs ?? REPORT_IDLE_MS);
  };
  const onHidden = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') flush();
  };

  const stopWatching = watchPageEvents(target);
  queue.onEntry = schedule;
  target.addEventListener('pagehide', flush);
  target.addEventListener('visibilitychange', onHidden);
  // What happened before the start (a remote failing during boot) goes with the first report.
  if (queue.entries.length > 0) schedule();
  return {
    flush,
    stop: () => {
      if (timer !== null) clearTimeout(timer);
      queue.onEntry = null;
      stopWatching();
      target.removeEventListener('pagehide', flush);
      target.removeEventListener('visibilitychange', onHidden);
    },
  };
}
