export { registerInstance } from './instances';
export { recordRemoteEvent, remoteEvents } from './remote-events';
export type { RemoteEvent, RemoteEventKind } from './remote-events';
export { pageTraceId } from './trace-id';
export { queueDiagnostic, reportRemoteLoad } from './report-queue';
export { startDiagnosticsReporter, REPORT_IDLE_MS, REPORTS_PER_PAGE } from './reporter';
export type { Reporter, ReporterOptions } from './reporter';
