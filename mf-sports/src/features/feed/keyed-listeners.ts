type Listener = () => void;

/** Listeners by key (a price's selection key, a match's gameId); a key nobody listens to is forgotten. */
export class KeyedListeners {
  private readonly registry = new Map<string, Set<Listener>>();

  /** Calls `listener` whenever `key` is told; returns the unsubscribe. */
  add(key: string, listener: Listener): () => void {
    let listeners = this.registry.get(key);
    if (!listeners) this.registry.set(key, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      const current = this.registry.get(key);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.registry.delete(key);
    };
  }

  /** Whether anyone listens to this key. */
  has(key: string): boolean {
    return this.registry.has(key);
  }

  /** Tells the listeners of each key; a Set tolerates one unsubscribing while it is walked. */
  tell(keys: Iterable<string>): void {
    for (const key of keys) {
      const listeners = this.registry.get(key);
      if (listeners) for (const listener of listeners) listener();
    }
  }
}
