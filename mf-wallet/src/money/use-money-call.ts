import { useCallback, useRef, useState } from 'react';
import { isApiError, newRequestId } from 'shared/api';

/** The outcome of a money call is unknown after these: the server may have applied it. */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'business';
}

export interface MoneyCall<P, R> {
  /** Runs the call once per user action; a press while it runs does nothing. Rejects with the call's error. */
  run: (payload: P) => Promise<R>;
  running: boolean;
}

/**
 * One request id per user action (the server's idempotency key, server/src/wallet/once-per-request):
 * a retry of the same payload after a lost answer (network error, timeout) sends the same id again,
 * so the server answers the first result instead of moving money twice. An answer, success or
 * refusal, spends the id; so does a different payload (a new action).
 */
export function useMoneyCall<P, R>(call: (payload: P, requestId: string) => Promise<R>): MoneyCall<P, R> {
  const [running, setRunning] = useState(false);
  // A ref, not the state: two presses in one frame must not send two calls.
  const busy = useRef(false);
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  const callRef = useRef(call);
  callRef.current = call;

  const run = useCallback(async (payload: P): Promise<R> => {
    if (busy.current) throw new MoneyCallBusy();
    busy.current = true;
    setRunning(true);
    const key = JSON.stringify(payload);
    const requestId = pending.current?.key === key ? pending.current.requestId : newRequestId();
    pending.current = { key, requestId };
    try {
      const answer = await callRef.current(payload, requestId);
      pending.current = null;
      return answer;
    } catch (error) {
      if (!outcomeUnknown(error)) pending.current = null;
      throw error;
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);

  return { run, running };
}

/** A second press while the first call runs: ignored by callers. */
export class MoneyCallBusy extends Error {
  constructor() {
    super('a money call is already running');
    this.name = 'MoneyCallBusy';
  }
}
