import type { ApiClient } from '../api/client';
import { api } from '../api/instance';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { queryClient } from './client';
import { DATA, endpointKey, type QueryGroup } from './keys';

export interface FetchEndpointOptions {
  /** 'money' for figures a money call changes: 'balance:refresh' marks them stale. */
  group?: QueryGroup;
  /** How long a cached answer is good for; by default as useEndpoint (Infinity when cacheable, else 0: always asks). */
  freshFor?: number;
  /** Another app's client (the operator console); the player site's by default. */
  client?: ApiClient;
}

/**
 * useEndpoint's read for code outside React (a socket runtime, a poller, the app's first load, a
 * click handler): the same query client and the same contract key, so a component showing the same
 * call shares its answer and a running request. Rejects with the call's error.
 */
export function fetchEndpoint<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  { group = DATA, freshFor, client = api }: FetchEndpointOptions = {},
): Promise<ResponseOf<E>> {
  return queryClient().fetchQuery({
    queryKey: endpointKey(endpoint, input, group),
    queryFn: () => client.request(endpoint, input),
    staleTime: freshFor ?? (endpoint.cacheable ? Infinity : 0),
  });
}
