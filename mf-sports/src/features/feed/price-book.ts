import type { PriceState } from './price-state';

/**
 * The book's prices by selection key, each with the match that owns it, so a match that ends can
 * close its prices and a match long gone can drop them.
 */
export class PriceBook {
  private readonly prices = new Map<string, PriceState>();
  /** The price keys of each match. */
  private readonly keysOfMatch = new Map<string, Set<string>>();

  get(key: string): PriceState | undefined {
    return this.prices.get(key);
  }

  /** Sets a price of `owner`'s; a change (not a repeat) is added to `changed`, with the direction of the odds. */
  put(owner: string, key: string, odds: number, ratio: string | null, open: boolean, changed: Set<string>): void {
    const previous = this.prices.get(key);
    if (previous && previous.odds === odds && previous.ratio === ratio && previous.open === open) return;
    const move = previous ? (odds > previous.odds ? 1 : odds < previous.odds ? -1 : 0) : 0;
    this.prices.set(key, { odds, ratio, open, move, version: (previous?.version ?? 0) + 1 });
    if (!previous) {
      let keys = this.keysOfMatch.get(owner);
      if (!keys) this.keysOfMatch.set(owner, (keys = new Set()));
      keys.add(key);
    }
    changed.add(key);
  }

  /** The match ended: its open prices close. */
  closeMatch(gameId: string, changed: Set<string>): void {
    for (const key of this.keysOfMatch.get(gameId) ?? []) {
      const price = this.prices.get(key);
      if (price?.open) {
        this.prices.set(key, { ...price, open: false, version: price.version + 1 });
        changed.add(key);
      }
    }
  }

  /** Drops the match's prices nobody watches; answers whether none is left. */
  dropUnwatched(gameId: string, watched: (key: string) => boolean): boolean {
    const keys = this.keysOfMatch.get(gameId) ?? new Set<string>();
    for (const key of keys) {
      if (!watched(key)) {
        this.prices.delete(key);
        keys.delete(key);
      }
    }
    if (keys.size > 0) return false;
    this.keysOfMatch.delete(gameId);
    return true;
  }

  clear(): void {
    this.prices.clear();
    this.keysOfMatch.clear();
  }
}
