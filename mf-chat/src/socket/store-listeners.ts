import type { ChatLog } from './chat-socket';

/** Who reads the chat store (the hooks, through useSyncExternalStore); one failing does not stop the others. */
export class StoreListeners {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly log: ChatLog) {}

  /** Returns the unsubscribe. */
  add(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  tell(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        this.log('a chat listener failed', error);
      }
    }
  }
}
