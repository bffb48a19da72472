import type { WindowCounter } from './window-counter';

/**
 * A person's sends across all their sockets (and, with a shared counter, all processes): at most
 * `limit` in each window of `windowMs`. Windows are fixed (a counter per person and window), which a
 * shared store can count atomically.
 */
export class PersonSendLimit {
  constructor(
    private readonly counter: WindowCounter,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one send of `userId`; false once the window already holds `limit`. */
  async take(userId: string, nowMs: number): Promise<boolean> {
    const window = Math.floor(nowMs / this.windowMs);
    const count = await this.counter.increment(`chat:sends:${userId}:${window}`, this.windowMs * 2);
    return count <= this.limit;
  }
}
