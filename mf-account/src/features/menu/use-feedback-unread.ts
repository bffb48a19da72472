import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { feedbackUnreadAtom, isLoggedInAtom } from 'shared/state';
import { refreshFeedbackUnread } from '../feedback';

/**
 * The unread reply count for the menu badge. It lives in the shared atom (cleared at logout); the
 * menu loads it once per member when the feedback page is served, and the feedback page refreshes
 * it after a ticket is opened. A failed load leaves the badge off rather than showing an error.
 */
export function useFeedbackUnread(served: boolean): number {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const count = useAtomValue(feedbackUnreadAtom);
  const missing = served && loggedIn && count === null;
  useEffect(() => {
    if (!missing) return;
    refreshFeedbackUnread().catch((error: unknown) =>
      console.warn('[menu] the unread feedback count could not be loaded', error),
    );
  }, [missing]);
  return count ?? 0;
}
