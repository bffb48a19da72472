import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '../api/instance';
import { newRequestId } from '../api/request-id';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { CallAlreadyRunning, outcomeUnknown, type OncePerRequest } from '../ui/use-once-per-request';
import { invalidateMoneyFigures, queryClient } from './client';
import { MONEY } from './keys';

/**
 * A call that moves money, made once per user action (the contract of useOncePerRequest): each
 * action gets a request id, the server's idempotency key; when the answer is lost (network error,
 * timeout) a retry of the same action (same `keyOf`) sends the same id. An answer spends the id; so
 * does another action. One call at a time, even for two presses in one frame. After a success, or
 * an outcome that is unknown (the server may have applied it), 'balance:refresh' is emitted once, so
 * every money figure on the page refetches together.
 */
export function useMoneyMutation<E extends Endpoint>(
  endpoint: E,
  keyOf: (input: RequestOf<E>) => string = (input) => JSON.stringify(input),
): OncePerRequest<RequestOf<E>, ResponseOf<E>> {
  const [runningKey, setRunningKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // A ref, not the mutation's state: two presses in one frame must not send two calls.
  const inFlight = useRef(false);
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  const latestKeyOf = useRef(keyOf);
  latestKeyOf.current = keyOf;

  const { mutateAsync } = useMutation(
    {
      mutationKey: [MONEY, endpoint.path],
      // Money calls of the whole page run one after another.
      scope: { id: MONEY },
      mutationFn: ({ input, requestId }: { input: RequestOf<E>; requestId: string }) => api.request(endpoint, input, { requestId }),
      onSettled: (_data, error) => {
        if (!error || outcomeUnknown(error)) invalidateMoneyFigures();
      },
    },
    queryClient(),
  );

  const call = useCallback(
    async (input: RequestOf<E>): Promise<ResponseOf<E>> => {
      if (inFlight.current) throw new CallAlreadyRunning();
      inFlight.current = true;
      const key = latestKeyOf.current(input);
      setRunningKey(key);
      setFailure(null);
      const requestId = pending.current?.key === key ? pending.current.requestId : newRequestId();
      pending.current = { key, requestId };
      try {
        const answer = await mutateAsync({ input, requestId });
        pending.current = null;
        return answer;
      } catch (error) {
        if (!outcomeUnknown(error)) pending.current = null;
        setFailure(error);
        throw error;
      } finally {
        inFlight.current = false;
        setRunningKey(null);
      }
    },
    [mutateAsync],
  );

  const run = useCallback(
    async (input: RequestOf<E>): Promise<ResponseOf<E> | null> => {
      try {
        return await call(input);
      } catch {
        // `failure` holds it; a press while another call runs changes nothing.
        return null;
      }
    },
    [call],
  );

  return { call, run, busy: runningKey !== null, runningKey, failure };
}
