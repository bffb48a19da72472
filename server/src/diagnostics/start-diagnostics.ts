import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { ApiCallRecorder, DEFAULT_CALL_BUFFER } from './api-call-recorder';
import { pruneDiagnostics } from './prune-diagnostics';
import { DEFAULT_REPORTS_PER_MINUTE } from './report-rate-limit';

export interface DiagnosticsOptions {
  /** How often buffered API calls are written. */
  flushMs: number;
  /** Calls buffered between flushes before new ones are dropped. */
  callBuffer: number;
  /** Browser reports one address may send per minute (429 past it). */
  reportsPerMinute: number;
}

export const DEFAULT_DIAGNOSTICS_OPTIONS: DiagnosticsOptions = {
  flushMs: 2000,
  callBuffer: DEFAULT_CALL_BUFFER,
  reportsPerMinute: DEFAULT_REPORTS_PER_MINUTE,
};

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Support's trace lookup, fed: the API call recorder (flushed every `flushMs` and on close) and the
 * hourly pruning of rows past their 7 days. The browser report route is http/browser-report-route.
 */
export function startDiagnostics(
  app: FastifyInstance,
  db: Database,
  clock: () => Date,
  options: DiagnosticsOptions,
): ApiCallRecorder {
  const calls = new ApiCallRecorder(db, options.callBuffer);
  const report = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
  const flushTimer = setInterval(() => {
    calls.flush().catch(report('writing recorded API calls failed'));
  }, options.flushMs);
  const pruneTimer = setInterval(() => {
    pruneDiagnostics(db, clock()).catch(report('pruning trace diagnostics failed'));
  }, PRUNE_INTERVAL_MS);
  flushTimer.unref();
  pruneTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(flushTimer);
    clearInterval(pruneTimer);
    await calls.flush().catch(report('writing recorded API calls failed'));
  });
  return calls;
}
