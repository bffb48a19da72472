import { useCallback, useState } from 'react';
import { MoneyCallBusy, useMoneyCall } from './use-money-call';

/**
 * useMoneyCall for forms that show the failure themselves: `run` answers null instead of rejecting,
 * and `lastError` holds what went wrong until the next press.
 */
export function useMoneyAction<B, R>(send: (body: B, requestId: string) => Promise<R>): { run: (body: B) => Promise<R | null>; running: boolean; lastError: unknown } {
  const call = useMoneyCall(send);
  const [lastError, setLastError] = useState<unknown>(null);
  const { run: runOnce } = call;

  const run = useCallback(
    async (body: B): Promise<R | null> => {
      try {
        setLastError(null);
        return await runOnce(body);
      } catch (error) {
        // A press while the call runs changes nothing: that call reports its own outcome.
        if (!(error instanceof MoneyCallBusy)) setLastError(error);
        return null;
      }
    },
    [runOnce],
  );

  return { run, running: call.running, lastError };
}
