import { keepPreviousData, useQuery, type Query } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage, isApiError } from '../api/errors';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { i18n } from '../i18n/instance';
import type { AsyncState } from '../ui/async-state';
import { useApiClient } from './api-client-context';
import { queryClient } from './client';
import { DATA, endpointKey, type EndpointKey, type QueryGroup } from './keys';

export interface EndpointOptions<T> {
  /** False: no call yet (the input is not known); the state stays 'loading'. */
  enabled?: boolean;
  /** Refetch quietly every so many ms while the tab is visible; a function answers false to stop. */
  poll?: number | ((data: T | undefined) => number | false);
  /** 'money' for figures a money call changes: 'balance:refresh' refetches them. */
  group?: QueryGroup;
  /** How long an answer stays fresh (no refetch on mount, focus or reconnect); Infinity: once per input. */
  freshFor?: number;
}

export type EndpointState<T> = AsyncState<T> & {
  /** The response code of the failure shown (6302, 6013...), for pages that answer a code in their own way. */
  errorCode?: number | undefined;
  /** Loads again and shows the loading state meanwhile (a retry button). */
  reload: () => void;
  /** Loads again quietly: what is shown stays until new data arrives, and a failure keeps it. */
  refresh: () => void;
};

/**
 * Server data for a component, keyed on the endpoint and its input: the same call from two places is
 * one request and one cache entry. The answer is an AsyncState; errors become Chinese messages.
 * A new input keeps the last answer shown while it loads (paging, filters). Polls, focus and
 * reconnect refetch quietly, and a failed quiet refetch keeps what is shown.
 */
export function useEndpoint<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: EndpointOptions<ResponseOf<E>> = {},
): EndpointState<ResponseOf<E>> {
  const client = queryClient();
  const api = useApiClient();
  const { enabled = true, poll, group = DATA, freshFor } = options;
  const query = useQuery(
    {
      queryKey: endpointKey(endpoint, input, group),
      // No abort signal: a call that outlives its page still settles, and the cache drops a stale answer.
      queryFn: () => api.request(endpoint, input),
      enabled,
      staleTime: freshFor ?? (endpoint.cacheable ? Infinity : 0),
      refetchInterval:
        typeof poll === 'function'
          ? (q: Query<ResponseOf<E>, Error, ResponseOf<E>, EndpointKey>) => poll(q.state.data)
          : (poll ?? false),
      placeholderData: keepPreviousData,
    },
    client,
  );
  // A reload is loud: it shows loading, and its failure shows even over data already there.
  const [reloading, setReloading] = useState(false);
  const [reloadFailed, setReloadFailed] = useState(false);
  const { refetch } = query;
  const reload = useCallback(() => {
    setReloading(true);
    setReloadFailed(false);
    void refetch().then((result) => {
      setReloading(false);
      setReloadFailed(result.isError);
    });
  }, [refetch]);
  const refresh = useCallback(() => void refetch(), [refetch]);

  const data = query.data;
  if (query.isError && (data === undefined || query.isPlaceholderData || reloadFailed) && !reloading) {
    const errorCode = isApiError(query.error) && query.error.code !== 0 ? query.error.code : undefined;
    return {
      status: 'error',
      data,
      error: errorMessage(query.error, i18n.t('shared:common.loadFailed')),
      errorCode,
      reload,
      refresh,
    };
  }
  if (data === undefined || reloading || (query.isPlaceholderData && query.isFetching) || !enabled) {
    return { status: 'loading', data, error: undefined, errorCode: undefined, reload, refresh };
  }
  return { status: 'success', data, error: undefined, errorCode: undefined, reload, refresh };
}
