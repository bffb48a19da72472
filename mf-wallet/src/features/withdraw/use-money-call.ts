import { useCallback, useRef, useState } from 'react';
import { isApiError, newRequestId } from 'shared/api';

/** A business refusal settled the call; anything else (network, timeout, a malformed answer) leaves it unknown. */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'business';
}

/**
 * One request id per user action (the server's idempotency key). When the answer is lost the id is
 * kept with the body it went with, and the next press of the same action sends it again, so the
 * server answers the first result instead of acting twice; an answer, or another body, spends it.
 * A second press while a call runs does nothing.
 */
export function useMoneyCall<B, R>(send: (body: B, requestId: string) => Promise<R>): { run: (body: B) => Promise<R | null>; running: boolean; lastError: unknown } {
  const [running, setRunning] = useState(false);
  const [lastError, setLastError] = useState<unknown>(null);
  const busy = useRef(false);
  const pending = useRef<{ key: string; requestId: string } | null>(null);

  const run = useCallback(
    async (body: B): Promise<R | null> => {
      if (busy.current) return null;
      busy.current = true;
      setRunning(true);
      setLastError(null);
      const key = JSON.stringify(body);
      const requestId = pending.current?.key === key ? pending.current.requestId : newRequestId();
      pending.current = { key, requestId };
      try {
        const answer = await send(body, requestId);
        pending.current = null;
        return answer;
      } catch (error) {
        if (!outcomeUnknown(error)) pending.current = null;
        setLastError(error);
        return null;
      } finally {
        busy.current = false;
        setRunning(false);
      }
    },
    [send],
  );

  return { run, running, lastError };
}
