import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { chatStore, ensureChatStarted } from './chat-runtime';

/**
 * Messages from others (not mine, not system) that arrived in the room since the last markRead.
 * The room is joined while counted, so its messages arrive even when no window shows it.
 */
export function useUnread(rid: string | null): { count: number; markRead: () => void } {
  const store = chatStore();
  useEffect(() => {
    ensureChatStarted();
    return rid === null ? undefined : store.track(rid);
  }, [store, rid]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const count = useSyncExternalStore(subscribe, () => store.unreadCount(rid));
  const markRead = useCallback(() => {
    if (rid !== null) store.markRead(rid);
  }, [store, rid]);
  return { count, markRead };
}
