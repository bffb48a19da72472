import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ChatRoomView } from './chat-room-view';
import { chatStore, ensureChatStarted } from './chat-runtime';

/** A room of the chat: joined while a component shows it (rid null: none); leaving only stops tracking it. */
export function useChatRoom(rid: string | null): ChatRoomView {
  const store = chatStore();
  useEffect(() => {
    ensureChatStarted();
    return rid === null ? undefined : store.track(rid);
  }, [store, rid]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.roomView(rid));
}
