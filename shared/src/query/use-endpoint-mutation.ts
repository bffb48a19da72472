import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { useApiClient } from './api-client-context';
import { queryClient } from './client';

export interface EndpointMutation<E extends Endpoint> {
  /** Sends; rejects with the call's error. */
  call: (input: RequestOf<E>) => Promise<ResponseOf<E>>;
  /** `call` for pages that show the failure from `failure`: answers null when it failed. */
  run: (input: RequestOf<E>) => Promise<ResponseOf<E> | null>;
  busy: boolean;
  /** What the last call failed with, until the next one; null when it did not fail. */
  failure: unknown;
}

/** Marks every cached answer of these endpoints stale: the ones on screen refetch. */
export function invalidateEndpoints(endpoints: readonly Endpoint[]): Promise<void> {
  const paths = new Set(endpoints.map((endpoint) => endpoint.path));
  return queryClient().invalidateQueries({ predicate: (query) => paths.has(String(query.queryKey[1])) });
}

/**
 * A call that changes data but moves no money (read a letter, delete a ticket, save a setting).
 * After a success, the answers of `invalidates` refetch, so every list showing the changed data
 * follows. Money calls use useMoneyMutation: they need a request id per user action.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  { invalidates = [] }: { invalidates?: readonly Endpoint[] } = {},
): EndpointMutation<E> {
  const api = useApiClient();
  const { mutateAsync, isPending, error } = useMutation(
    {
      mutationKey: ['data', endpoint.path],
      mutationFn: (input: RequestOf<E>) => api.request(endpoint, input),
      onSuccess: () => invalidateEndpoints(invalidates),
    },
    queryClient(),
  );
  const run = useCallback(
    async (input: RequestOf<E>): Promise<ResponseOf<E> | null> => {
      try {
        return await mutateAsync(input);
      } catch {
        // `failure` holds it.
        return null;
      }
    },
    [mutateAsync],
  );
  return { call: mutateAsync, run, busy: isPending, failure: error ?? null };
}
