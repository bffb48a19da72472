import { useEffect } from 'react';
import { progress } from './progress-store';

/** Rendered inside a Suspense fallback: the progress bar shows for as long as the fallback does. */
export function PendingLoad() {
  useEffect(() => progress.start(), []);
  return null;
}
