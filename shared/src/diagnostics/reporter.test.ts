import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIAGNOSTICS_REPORT_MAX_BYTES, diagnosticsReportSchema } from '../contract/diagnostics-report';
import { recordRemoteEvent } from './remote-events';
import { reportQueue, reportRemoteLoad, REPORT_QUEUE_LIMIT } from './report-queue';
import { REPORTS_PER_PAGE, startDiagnosticsReporter, type Reporter } from './reporter';
import { pageTraceId } from './trace-id';

let target: EventTarget;
let sent: { url: string; body: string }[];
let reporter: Reporter;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  delete (globalThis as { __PLATFORM_REPORT_QUEUE__?: unknown }).__PLATFORM_REPORT_QUEUE__;
  target = new EventTarget();
  sent = [];
  reporter = startDiagnosticsReporter({
    apiBaseUrl: 'http://api.test/',
    siteId: '1',
    target,
    idleMs: 1000,
    send: (url, body) => sent.push({ url, body }) > 0,
  });
});
afterEach(() => {
  reporter.stop();
  delete (globalThis as { __PLATFORM_REMOTE_EVENTS__?: unknown }).__PLATFORM_REMOTE_EVENTS__;
  delete (globalThis as { __PLATFORM_REPORT_QUEUE__?: unknown }).__PLATFORM_REPORT_QUEUE__;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const reports = () => sent.map((one) => diagnosticsReportSchema.parse(JSON.parse(one.body)));

describe('the diagnostics reporter', () => {
  it('sends one batch after a quiet second, under the page trace id, to the report path', () => {
    reportRemoteLoad({ remote: 'mf_sports', outcome: 'ok', ms: 120.4, version: 'v1' });
    vi.advanceTimersByTime(900);
    recordRemoteEvent({ kind: 'load-failed', remote: 'mf_casino', url: 'x', detail: 'HTTP 500' });
    vi.advanceTimersByTime(900);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(sent.map((one) => one.url)).toEqual(['http://api.test/site/api/v1/diagnostics/report']);
    const [report] = reports();
    expect(report?.traceId).toBe(pageTraceId());
    expect(report?.entries.map((entry) => entry.kind)).toEqual(['remote-load', 'remote-event']);
    expect(report?.entries[0]).toMatchObject({ remote: 'mf_sports', outcome: 'ok', ms: 120, version: 'v1' });
  });

  it('sends at once when the page is left, and keeps uncaught errors without query strings', () => {
    const error = new Error('boom');
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        message: 'Uncaught Error: boom',
        filename: 'http://x.test/app.js?token=secret',
        lineno: 3,
        colno: 9,
        error,
      }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'x'.repeat(1000) }));
    target.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        effectiveDirective: 'script-src',
        blockedURI: 'https://evil.test/a.js?q=1',
        sourceFile: '',
        documentURI: 'http://x.test/home',
      }),
    );
    target.dispatchEvent(new Event('pagehide'));
    const entries = reports()[0]?.entries ?? [];
    expect(entries.map((entry) => entry.kind)).toEqual(['error', 'rejection', 'csp']);
    expect(entries[0]).toMatchObject({ message: 'Uncaught Error: boom', source: 'http://x.test/app.js:3:9' });
    expect(JSON.stringify(entries)).not.toContain('secret');
    expect(entries[1]).toMatchObject({ message: 'x'.repeat(300) });
    expect(entries[2]).toMatchObject({ directive: 'script-src', blocked: 'https://evil.test/a.js' });
  });

  it('splits into bodies within the size and entry limits, and stops at the per-page count', () => {
    for (let i = 0; i < 150; i++)
      target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: `失败 ${i} ${'字'.repeat(280)}` }));
    reporter.flush();
    expect(sent.length).toBeGreaterThan(3);
    expect(sent.every((one) => new TextEncoder().encode(one.body).length <= DIAGNOSTICS_REPORT_MAX_BYTES)).toBe(true);
    expect(reports().flatMap((report) => report.entries)).toHaveLength(150);

    for (let round = 0; round < REPORTS_PER_PAGE + 5; round++) {
      reportRemoteLoad({ remote: 'mf_chat', outcome: 'unavailable', ms: 1 });
      reporter.flush();
    }
    expect(sent).toHaveLength(REPORTS_PER_PAGE);
  });

  it('keeps at most REPORT_QUEUE_LIMIT entries waiting', () => {
    for (let i = 0; i < REPORT_QUEUE_LIMIT + 10; i++) reportRemoteLoad({ remote: 'mf_chat', outcome: 'ok', ms: 1 });
    expect(reportQueue().entries).toHaveLength(REPORT_QUEUE_LIMIT);
    expect(reportQueue().dropped).toBe(10);
  });
});
