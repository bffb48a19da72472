/**
 * Publish once, delivered to every server process (each then pushes to its own sockets). Messages
 * are JSON text; a subscriber also hears what its own process published, so callers tag messages
 * with their node id when they must tell their own echo apart.
 */
export interface FanOut {
  publish(channel: string, message: string): Promise<void>;
  /** Answers the way to stop listening. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * The single-process bus (no REDIS_URL): the same contract in memory. Delivery is deferred to a
 * microtask, as over Redis, so no caller relies on hearing its own message synchronously.
 */
export class InProcessFanOut implements FanOut {
  private readonly listeners = new Map<string, Set<(message: string) => void>>();

  publish(channel: string, message: string): Promise<void> {
    const listeners = [...(this.listeners.get(channel) ?? [])];
    queueMicrotask(() => {
      for (const listener of listeners) listener(message);
    });
    return Promise.resolve();
  }

  subscribe(channel: string, listener: (message: string) => void): Promise<() => void> {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return Promise.resolve(() => {
      set.delete(listener);
    });
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
