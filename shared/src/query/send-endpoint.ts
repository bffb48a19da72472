import { MutationObserver } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { api } from '../api/instance';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { outcomeUnknown } from '../ui/use-once-per-request';
import { invalidateMoneyFigures, queryClient } from './client';
import { DATA, MONEY } from './keys';
import { invalidateEndpoints } from './use-endpoint-mutation';

export interface SendEndpointOptions {
  /** Lists and figures the call changes: their cached answers refetch after a success. */
  invalidates?: readonly Endpoint[];
  /** A call that moves money: every money figure refetches after it, also when its outcome is unknown. */
  money?: boolean;
  /** The caller's idempotency key, kept across retries of one user action. */
  requestId?: string;
  /** Another app's client (the operator console); the player site's by default. */
  client?: ApiClient;
}

/**
 * useEndpointMutation's call for a step outside a component (a captcha chain, an adapter that keeps
 * its own request id): it runs as a mutation of the page's query client and invalidates the same way.
 * Rejects with the call's error.
 */
export function sendEndpoint<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  { invalidates = [], money = false, requestId, client = api }: SendEndpointOptions = {},
): Promise<ResponseOf<E>> {
  const observer = new MutationObserver(queryClient(), {
    mutationKey: [money ? MONEY : DATA, endpoint.path],
    mutationFn: (sent: RequestOf<E>) =>
      requestId === undefined ? client.request(endpoint, sent) : client.request(endpoint, sent, { requestId }),
    onSuccess: () => invalidateEndpoints(invalidates),
    onSettled: (_data, error) => {
      if (money && (!error || outcomeUnknown(error))) invalidateMoneyFigures();
    },
  });
  return observer.mutate(input);
}
