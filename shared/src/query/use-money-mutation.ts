import { useMutation } from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { useApiClient } from './api-client-context';
import { outcomeUnknown, useOncePerRequest, type OncePerRequest } from '../ui/use-once-per-request';
import { invalidateMoneyFigures, queryClient } from './client';
import { MONEY } from './keys';

/**
 * A call of `endpoint` that moves money, made once per user action (useOncePerRequest: one request
 * id per action, the server's idempotency key, kept for a retry when the answer was lost; one call
 * at a time). After a success, or an outcome that is unknown (the server may have applied it),
 * 'balance:refresh' is emitted once, so every money figure on the page refetches together.
 */
export function useMoneyMutation<E extends Endpoint>(
  endpoint: E,
  keyOf: (input: RequestOf<E>) => string = (input) => JSON.stringify(input),
): OncePerRequest<RequestOf<E>, ResponseOf<E>> {
  const api = useApiClient();
  const { mutateAsync } = useMutation(
    {
      mutationKey: [MONEY, endpoint.path],
      // Money calls of the whole page run one after another.
      scope: { id: MONEY },
      mutationFn: ({ input, requestId }: { input: RequestOf<E>; requestId: string }) =>
        api.request(endpoint, input, { requestId }),
      onSettled: (_data, error) => {
        if (!error || outcomeUnknown(error)) invalidateMoneyFigures();
      },
    },
    queryClient(),
  );
  return useOncePerRequest((input: RequestOf<E>, requestId: string) => mutateAsync({ input, requestId }), keyOf);
}
