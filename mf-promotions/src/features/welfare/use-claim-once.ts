import { useCallback, useRef, useState } from 'react';
import { errorMessage, isApiError, newRequestId } from 'shared/api';

/** After these the server may have paid: a retry must send the same request id. */
function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'business';
}

export interface ClaimOnce<A, R> {
  /** Sends once per press; answers null when it failed (see `error`) or another claim is running. */
  run: (args: A) => Promise<R | null>;
  /** The key of the claim in flight ('all' or an id), or null. */
  running: string | null;
  /** The message of the last failed press, until the next press. */
  error: string | null;
}

/**
 * A money call made once per press. Each press gets a request id (the server's idempotency key); when
 * the answer is lost (network error, timeout) the next press of the same claim sends the same id, so
 * a reward is never paid twice. Any answer from the server, a success or a refusal, spends the id.
 * `keyOf` names the claim: pressing a different one starts a new id.
 */
export function useClaimOnce<A, R>(keyOf: (args: A) => string, send: (args: A, requestId: string) => Promise<R>, fallbackError: string): ClaimOnce<A, R> {
  const [running, setRunning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two presses in one frame must not send two calls.
  const inFlight = useRef(false);
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  const latest = useRef({ keyOf, send, fallbackError });
  latest.current = { keyOf, send, fallbackError };

  const run = useCallback(async (args: A): Promise<R | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const key = latest.current.keyOf(args);
    setRunning(key);
    setError(null);
    const requestId = pending.current?.key === key ? pending.current.requestId : newRequestId();
    pending.current = { key, requestId };
    try {
      const result = await latest.current.send(args, requestId);
      pending.current = null;
      return result;
    } catch (caught) {
      if (!outcomeUnknown(caught)) pending.current = null;
      setError(errorMessage(caught, latest.current.fallbackError));
      return null;
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  }, []);

  return { run, running, error };
}
