import { useCallback, useRef, useState } from 'react';
import { isApiError, newRequestId } from 'shared/api';

/** After these the outcome of a money call is unknown: the server may have applied it. */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'business';
}

/** A second press while the hook's call runs: `call` rejects with this, and callers ignore it. */
export class CallAlreadyRunning extends Error {
  constructor() {
    super('a call of this action is already running');
    this.name = 'CallAlreadyRunning';
  }
}

export interface OncePerRequest<A, R> {
  /** Sends once for this user action; rejects with the call's error, or with CallAlreadyRunning while another call runs. */
  call: (args: A) => Promise<R>;
  /** `call` for pages that show the failure from `failure`: answers null when it failed or another call runs. */
  run: (args: A) => Promise<R | null>;
  busy: boolean;
  /** The key (see keyOf) of the call in flight, or null: which of several buttons is working. */
  runningKey: string | null;
  /** What the last press failed with, until the next press; null when it did not fail. */
  failure: unknown;
}

/**
 * A call that moves money (a payment, a transfer, a reward claimed), made once per user action. Each
 * action gets a request id, the server's idempotency key (server/src/wallet/once-per-request): when
 * the answer is lost (network error, timeout) a retry of the same action (same `keyOf`) sends the
 * same id, so the server answers the first result instead of applying it twice. An answer, success
 * or refusal, spends the id; so does another action. One call at a time: a press in the same frame
 * as the first must not send a second.
 */
export function useOncePerRequest<A, R>(
  send: (args: A, requestId: string) => Promise<R>,
  keyOf: (args: A) => string = (args) => JSON.stringify(args),
): OncePerRequest<A, R> {
  const [runningKey, setRunningKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // A ref, not the state: two presses in one frame must not send two calls.
  const inFlight = useRef(false);
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  const latest = useRef({ send, keyOf });
  latest.current = { send, keyOf };

  const call = useCallback(async (args: A): Promise<R> => {
    if (inFlight.current) throw new CallAlreadyRunning();
    inFlight.current = true;
    const key = latest.current.keyOf(args);
    setRunningKey(key);
    setFailure(null);
    const requestId = pending.current?.key === key ? pending.current.requestId : newRequestId();
    pending.current = { key, requestId };
    try {
      const answer = await latest.current.send(args, requestId);
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
  }, []);

  const run = useCallback(
    async (args: A): Promise<R | null> => {
      try {
        return await call(args);
      } catch {
        // `failure` holds it; a press while another call runs changes nothing, that call reports its own outcome.
        return null;
      }
    },
    [call],
  );

  return { call, run, busy: runningKey !== null, runningKey, failure };
}
