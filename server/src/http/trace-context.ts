import { AsyncLocalStorage } from 'node:async_hooks';

const MAX_TRACE_ID_LENGTH = 64;
const TRACE_ID = /^[A-Za-z0-9-]+$/;

const calls = new AsyncLocalStorage<string | null>();

/**
 * The x-trace-id a page sent (its load's id), when it is one: short, letters, digits and dashes.
 * Anything else is dropped rather than stored or logged as the caller wrote it.
 */
export function acceptedTraceId(value: string | undefined): string | null {
  if (value === undefined || value === '' || value.length > MAX_TRACE_ID_LENGTH || !TRACE_ID.test(value)) return null;
  return value;
}

/** Runs one API call with its trace id in scope, so what the call writes (a feedback ticket) can carry it. */
export function withTraceId<T>(traceId: string | null, run: () => Promise<T>): Promise<T> {
  return calls.run(traceId, run);
}

/** The trace id of the API call in progress; null outside a call or when the page sent none. */
export function currentTraceId(): string | null {
  return calls.getStore() ?? null;
}
