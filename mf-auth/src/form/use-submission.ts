import { useCallback, useRef, useState } from 'react';
import { errorMessage, refusalNotice } from 'shared/api';
import { bus } from 'shared/bus';
import { isCaptchaCancelled } from '../features/captcha';

export interface Submission {
  busy: boolean;
  /** The server's message of the last failed run, when failures are shown inline. */
  error: string | null;
  /** Runs the task unless one is already running; a rejection becomes `error` (or a toast). */
  run: (task: () => Promise<void>) => void;
  clearError: () => void;
}

/**
 * One form's request: a busy flag against double submits and the failure message. `report`
 * decides where a failure shows: inline under the form, or as a toast (SPEC §8: login errors),
 * unless the server decided it (6500-6502, shared/api refusalNotice: the suspension's dialog, toast
 * or inline message). A captcha the member closed is no failure: nothing is shown.
 */
export function useSubmission(fallbackMessage: string, report: 'inline' | 'toast' = 'inline'): Submission {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two Enter presses in one frame both see the state as not busy yet.
  const running = useRef(false);

  const run = useCallback(
    (task: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      task()
        .catch((failure: unknown) => {
          if (isCaptchaCancelled(failure)) return;
          const message = errorMessage(failure, fallbackMessage);
          const notice = refusalNotice(failure) ?? report;
          if (notice === 'dialog') bus.emit('ui:tips-dialog', { msg: message });
          else if (notice === 'toast') bus.emit('ui:toast', { message, kind: 'error' });
          else setError(message);
        })
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    },
    [fallbackMessage, report],
  );

  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, clearError };
}
