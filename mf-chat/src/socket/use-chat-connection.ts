import { useCallback, useSyncExternalStore } from 'react';
import { chatStore } from './chat-runtime';
import type { ChatConnectionSnapshot } from './chat-store';

/** The socket's state (for the quiet 'reconnecting' line) and who it is logged in as. */
export function useChatConnection(): ChatConnectionSnapshot {
  const store = chatStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.connection());
}
