import { newRequestId } from '../api/request-id';

const GLOBAL_KEY = '__PLATFORM_TRACE_ID__';

/**
 * The id of this page load: made once (the host asks at boot) and sent with every API call
 * (x-trace-id), remote load failure, feedback ticket and support chat login, so support can find
 * what a player saw from the 问题编号 they read out. Kept on the global object so that even a
 * second copy of this module (a remote that failed to share it) reports the same id.
 */
export function pageTraceId(): string {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: string };
  holder[GLOBAL_KEY] ??= newRequestId();
  return holder[GLOBAL_KEY];
}
