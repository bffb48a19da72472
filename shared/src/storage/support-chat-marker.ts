import { readItem, writeItem } from './local-storage';

/** How long after the support window was open its answers are still expected: a day. */
export const SUPPORT_CHAT_RECENT_MS = 24 * 60 * 60 * 1000;

/** The chat remote notes each opening of the support window, so the next pages know answers may come. */
export function markSupportChatUsed(now: number = Date.now()): void {
  writeItem('chatSupportAt', String(now));
}

/**
 * Whether this device opened the support window within SUPPORT_CHAT_RECENT_MS: the host then
 * starts the chat remote with the page, to count the agent's answers; otherwise the remote waits
 * for the player's intent. A malformed or future stamp counts as never.
 */
export function supportChatRecentlyUsed(now: number = Date.now()): boolean {
  const stored = readItem('chatSupportAt');
  if (stored === null || !/^\d{1,15}$/.test(stored)) return false;
  const at = Number(stored);
  return at <= now && now - at < SUPPORT_CHAT_RECENT_MS;
}
