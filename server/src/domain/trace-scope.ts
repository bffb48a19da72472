import { AsyncLocalStorage } from 'node:async_hooks';

const calls = new AsyncLocalStorage<string | null>();

/** Runs one call with its trace id in scope, so what the call writes (a feedback ticket) can carry it. */
export function withTraceId<T>(traceId: string | null, run: () => Promise<T>): Promise<T> {
  return calls.run(traceId, run);
}

/** The trace id of the call in progress; null outside a call or when the page sent none. */
export function currentTraceId(): string | null {
  return calls.getStore() ?? null;
}
