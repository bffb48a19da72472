import { useCallback, useRef, useState } from 'react';
import { errorMessage } from 'shared/api';

export interface Submission {
  busy: boolean;
  /** The server's message of the last failed run, shown inline. */
  error: string | null;
  /** Runs the task unless one is already running; a rejection becomes `error`. */
  run: (task: () => Promise<void>) => void;
}

/** One form's request: a busy flag against double submits and the failure message. */
export function useSubmission(fallbackMessage: string): Submission {
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
        .catch((failure: unknown) => setError(errorMessage(failure, fallbackMessage)))
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    },
    [fallbackMessage],
  );

  return { busy, error, run };
}
