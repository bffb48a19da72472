import { useSyncExternalStore } from 'react';
import { pageTraceId } from 'shared/diagnostics';

const never = () => () => undefined;
const serverSnapshot = () => '';

/**
 * This page load's trace id, for the footer. The prerendered HTML is shared by every visitor and
 * so carries none: the server's render and the hydration read '' and the id follows at once.
 */
export function usePageTraceId(): string {
  return useSyncExternalStore(never, pageTraceId, serverSnapshot);
}
