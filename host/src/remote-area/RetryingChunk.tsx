import { useState, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * A lazily loaded part that offers a retry when its chunk fails to load. React keeps a failed
 * import's rejection for the lazy component it made, so each attempt renders `children(attempt)`
 * under a new key: the child makes new lazy components and the import runs again.
 */
export function RetryingChunk({
  fallback,
  children,
}: {
  fallback: (retry: () => void) => ReactNode;
  children: (attempt: number) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(_error, retry) => fallback(retry)}
    >
      {children(attempt)}
    </RemoteErrorBoundary>
  );
}
