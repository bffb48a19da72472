/**
 * Counts events per key, each key living `ttlMs`: the store behind the chat's per-person send limit.
 * One process keeps it in memory; several share it in Redis (cluster/redis-window-counter).
 */
export interface WindowCounter {
  /** Adds one to `key` (created with a life of `ttlMs`) and answers its count. */
  increment(key: string, ttlMs: number): Promise<number>;
}

/** The single-process counter: a map whose keys are forgotten once their life is over. */
export class MemoryWindowCounter implements WindowCounter {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  private nextPrune = 0;

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    this.prune(now);
    const entry = this.counts.get(key);
    if (entry === undefined || entry.expiresAt <= now) {
      this.counts.set(key, { count: 1, expiresAt: now + ttlMs });
      return Promise.resolve(1);
    }
    entry.count += 1;
    return Promise.resolve(entry.count);
  }

  private prune(now: number): void {
    if (now < this.nextPrune) return;
    this.nextPrune = now + 10_000;
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }
}
