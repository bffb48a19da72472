import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { queryClient } from './client';

export type EndpointFetchEvent<E extends Endpoint> =
  | { type: 'start'; input: RequestOf<E> }
  /** `shown`: a component still shows this input (a stale answer for a left choice is not). */
  | { type: 'answer'; input: RequestOf<E>; data: ResponseOf<E>; shown: boolean }
  /** Failed or given up: no answer comes. */
  | { type: 'end'; input: RequestOf<E> };

/**
 * Tells `listener` when a cached read of `endpoint` goes to the server and what came of it, as it
 * happens: 'start' before the request leaves, 'answer' as it lands, 'end' when it fails or is
 * dropped. For a store outside React that must bracket a snapshot request (updates heard while it
 * travels are kept and replayed on top). Each 'start' is followed by exactly one 'answer' or 'end'.
 * `input` is the input as the cache key holds it (per-send fields left out). Returns the unsubscribe.
 */
export function watchEndpointFetches<E extends Endpoint>(
  endpoint: E,
  listener: (event: EndpointFetchEvent<E>) => void,
): () => void {
  const running = new Set<string>();
  return queryClient()
    .getQueryCache()
    .subscribe((event) => {
      const { query } = event;
      if (query.queryKey[1] !== endpoint.path) return;
      const input = query.queryKey[2] as RequestOf<E>;
      if (event.type === 'removed') {
        if (running.delete(query.queryHash)) listener({ type: 'end', input });
        return;
      }
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'fetch') {
        if (running.has(query.queryHash)) return;
        running.add(query.queryHash);
        listener({ type: 'start', input });
        return;
      }
      // A refetch that replaced a running one keeps the fetch open: only the last one settles it.
      if (!running.has(query.queryHash) || query.state.fetchStatus !== 'idle') return;
      running.delete(query.queryHash);
      if (action.type === 'success')
        listener({ type: 'answer', input, data: action.data as ResponseOf<E>, shown: query.getObserversCount() > 0 });
      else listener({ type: 'end', input });
    });
}
