import { MAX_FEED_WATCH_IDS } from 'shared/contract';

type Listener = () => void;

/**
 * Which matches the feed should send this page (shared/contract sports-feed `watch`): the ids of
 * the board's last snapshot (each match's gameId and half-time id) and of the slip's selections.
 * While a snapshot is on its way the page watches everything, so the new list's matches are heard
 * from before the snapshot was taken; it narrows once no snapshot is pending. Null: everything.
 */
export class FeedWatch {
  private page: readonly string[] | null = null;
  private pendingReads = 0;
  private readonly held = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private last: string | null = null;

  /** The ids to watch now, or null for everything (nothing known yet, a read pending, or too many). */
  current(): string[] | null {
    if (this.page === null || this.pendingReads > 0) return null;
    const ids = [...new Set([...this.page, ...this.held.keys()])];
    return ids.length > MAX_FEED_WATCH_IDS ? null : ids;
  }

  /** Told when current() changed. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A snapshot leaves: everything until it lands. */
  beginRead(): void {
    this.pendingReads += 1;
    this.changed();
  }

  /** A snapshot landed with these ids shown (undefined: it failed or was given up; the last page stands). */
  endRead(ids: readonly string[] | undefined): void {
    this.pendingReads = Math.max(0, this.pendingReads - 1);
    if (ids !== undefined) this.page = ids;
    this.changed();
  }

  /** Also watch these ids (the slip's selections, on whatever page they were picked) until the answer is called. */
  hold(ids: readonly string[]): () => void {
    for (const id of ids) this.held.set(id, (this.held.get(id) ?? 0) + 1);
    this.changed();
    return () => {
      for (const id of ids) {
        const count = (this.held.get(id) ?? 0) - 1;
        if (count > 0) this.held.set(id, count);
        else this.held.delete(id);
      }
      this.changed();
    };
  }

  /** Forgets everything (tests, and a page that starts over). */
  reset(): void {
    this.page = null;
    this.pendingReads = 0;
    this.held.clear();
    this.last = null;
  }

  private changed(): void {
    const ids = this.current();
    const key = ids === null ? null : [...ids].sort().join('\n');
    if (key === this.last) return;
    this.last = key;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The page's one watch, told by the board's reads and the slip, read by the feed's socket. */
export const feedWatch = new FeedWatch();
