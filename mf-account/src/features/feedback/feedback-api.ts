import { refreshUnread } from 'shared/api';
import { feedbackUnreadNum, type FeedbackDetail, type FeedbackType } from 'shared/contract';
import { fetchEndpoint } from 'shared/query';
import { appStore, feedbackUnreadAtom } from 'shared/state';

export const FEEDBACK_PAGE_SIZE = 10;

export interface FeedbackDraft {
  type: FeedbackType;
  content: string;
  fileIds: readonly string[];
  betId: string | null;
}

/** Loads the unread reply count into the shared atom (the menu badge). */
export async function refreshFeedbackUnread(): Promise<void> {
  const { count } = await fetchEndpoint(feedbackUnreadNum, {});
  appStore.set(feedbackUnreadAtom, count);
}

/** Reloads the reply badge and the letter counters; a failure keeps the old badges. */
async function refreshCounters(): Promise<void> {
  const results = await Promise.allSettled([refreshFeedbackUnread(), refreshUnread()]);
  for (const result of results)
    if (result.status === 'rejected') console.warn('[feedback] refreshing the unread counts failed', result.reason);
}

/**
 * Reading a ticket marks its replies read on the server. When the member had unread replies (or we
 * do not know yet), the reply badge and the letter counters (reply letters are `fd`) are refreshed
 * in the background: the ticket shows without waiting for them.
 */
export function afterTicketOpened(detail: FeedbackDetail): void {
  if (detail.unreadReplies > 0 || appStore.get(feedbackUnreadAtom) !== 0) void refreshCounters();
}

/** A deleted ticket's unread replies leave the badge: it reloads unless it already shows none. */
export function afterTicketDeleted(): void {
  if (appStore.get(feedbackUnreadAtom) === 0) return;
  refreshFeedbackUnread().catch((error: unknown) =>
    console.warn('[feedback] refreshing the unread count after a deletion failed', error),
  );
}
