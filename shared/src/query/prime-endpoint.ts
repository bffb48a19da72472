import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { queryClient } from './client';
import { DATA, endpointKey, type QueryGroup } from './keys';

/**
 * Puts an answer the page already holds (the data its prerendered HTML was rendered with) in the
 * cache under the call's key, as if the call had just answered: components reading the call show
 * it at once instead of loading. `at` is when it was fetched, which the freshness rules read.
 */
export function primeEndpoint<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  data: ResponseOf<E>,
  { group = DATA, at = Date.now() }: { group?: QueryGroup; at?: number } = {},
): void {
  queryClient().setQueryData(endpointKey(endpoint, input, group), data, { updatedAt: at });
}
