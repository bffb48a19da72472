import type { FeedBatch } from './feed-hub';

/** One distinct set of watched ids, shared by every client that asked for the same ids. */
export interface WatchSet {
  readonly ids: ReadonlySet<string>;
  readonly key: string;
  members: number;
}

/**
 * The distinct watch sets of the hub's clients: clients that show the same page of matches share
 * one set, so each batch is filtered and encoded once per page, not once per client.
 */
export class WatchSets {
  private readonly sets = new Map<string, WatchSet>();

  get size(): number {
    return this.sets.size;
  }

  /** The set of these ids (in any order, repeats ignored), with one more member. */
  join(gameIds: readonly string[]): WatchSet {
    const ids = new Set(gameIds);
    const key = [...ids].sort().join('\n');
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = { ids, key, members: 0 }));
    set.members += 1;
    return set;
  }

  clear(): void {
    this.sets.clear();
  }

  /** One member fewer; a set nobody watches is forgotten. */
  leave(set: WatchSet): void {
    set.members -= 1;
    if (set.members <= 0 && this.sets.get(set.key) === set) this.sets.delete(set.key);
  }
}

/** The part of a batch about the watched matches: same seq and time, possibly no change at all. */
export function watchedPart(batch: FeedBatch, ids: ReadonlySet<string>): FeedBatch {
  return {
    type: 'batch',
    seq: batch.seq,
    at: batch.at,
    odds: batch.odds.filter((change) => ids.has(change[0])),
    matches: batch.matches.filter((change) => ids.has(change.gameId)),
    ended: batch.ended.filter((gameId) => ids.has(gameId)),
  };
}

export function isEmptyBatch(batch: FeedBatch): boolean {
  return batch.odds.length === 0 && batch.matches.length === 0 && batch.ended.length === 0;
}
