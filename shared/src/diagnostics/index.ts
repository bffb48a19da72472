export { registerInstance } from './instances';
export { recordRemoteEvent, remoteEvents } from './remote-events';
export type { RemoteEvent, RemoteEventKind } from './remote-events';
export { pageTraceId } from './trace-id';
