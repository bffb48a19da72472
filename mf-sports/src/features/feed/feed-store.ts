import type { FeedServerMessage, MatchChange, OddsChange, Outright, SportMatch } from 'shared/contract';
import { betGameId } from '../../lib/plays';
import { selectionKey } from '../../lib/selection';
import { feedStats } from './feed-stats';
import { HalfTimeIds } from './half-time-ids';
import { KeyedListeners } from './keyed-listeners';
import { presentFields } from './present-fields';
import { PriceBook } from './price-book';
import type { PriceState } from './price-state';

export type FeedBatch = Extract<FeedServerMessage, { type: 'batch' }>;

export type { PriceState } from './price-state';

type Listener = () => void;

/** Schedules the flush: requestAnimationFrame in the page, a manual pump in tests. */
export type FrameScheduler = (flush: () => void) => void;

/** While a tab is hidden the browser runs no animation frames: past this many queued batches we apply at once. */
const MAX_QUEUED_BATCHES = 120;
/** Batches kept for a snapshot still on its way, so one older than them cannot undo them. */
const MAX_RETAINED_BATCHES = 2_000;

/**
 * The live state of the book outside React: prices by selection key (`${betGameId}|${w}|${r}`, the
 * slip's key too) and matches by gameId. Feed batches are queued and applied once per animation
 * frame; only the keys that changed are told, so only their cells and rows render again.
 */
export class FeedStore {
  private readonly prices = new PriceBook();
  private readonly matches = new Map<string, SportMatch>();
  private readonly halfTimeIds = new HalfTimeIds();
  private readonly ended = new Set<string>();
  private readonly priceListeners = new KeyedListeners();
  private readonly matchListeners = new KeyedListeners();
  private readonly resyncListeners = new Set<Listener>();
  private queue: FeedBatch[] = [];
  private scheduled = false;
  /** The highest feed sequence number in the state; -1 before the first snapshot. */
  private seq = -1;
  private pendingSnapshots = 0;
  private retained: FeedBatch[] = [];
  private resyncRequested = false;

  constructor(private readonly schedule: FrameScheduler) {}

  get(key: string): PriceState | undefined {
    return this.prices.get(key);
  }

  /** Calls `listener` after each frame that changed this price; returns the unsubscribe. */
  subscribe(key: string, listener: Listener): () => void {
    return this.priceListeners.add(key, listener);
  }

  /** The match with every feed change applied, or undefined when no snapshot had it. */
  getMatch(gameId: string): SportMatch | undefined {
    return this.matches.get(gameId);
  }

  subscribeMatch(gameId: string, listener: Listener): () => void {
    return this.matchListeners.add(gameId, listener);
  }

  /**
   * Told when a fresh snapshot is due: batches went missing (a sequence gap, a reconnect, a server
   * restart) or a match went in-play and now has in-play markets the list does not have. Once until
   * the next snapshot, however many causes pile up.
   */
  onResync(listener: Listener): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** The sequence number the state includes. */
  get feedSeq(): number {
    return this.seq;
  }

  /** Call before asking for a snapshot: batches applied meanwhile are kept to replay over it. */
  beginSnapshot(): void {
    this.pendingSnapshots += 1;
  }

  /** A snapshot request that failed or was aborted. */
  abandonSnapshot(): void {
    this.pendingSnapshots = Math.max(0, this.pendingSnapshots - 1);
    if (this.pendingSnapshots === 0) this.retained = [];
  }

  /**
   * The feed's hello. A server behind us restarted (its sequence began again); one ahead of us, or
   * any reconnect, may have said things we missed: either way a fresh snapshot is due. A snapshot
   * already on its way covers it, or the first batch after it shows the gap.
   */
  noteServerSeq(serverSeq: number, reconnected: boolean): void {
    if (this.seq < 0) return;
    if (serverSeq < this.seq) {
      this.seq = serverSeq;
      this.retained = [];
      this.requestResync();
      return;
    }
    if (this.pendingSnapshots > 0) return;
    if (reconnected || serverSeq > this.seq) this.requestResync();
  }

  /** A `matches` answer: its prices and matches replace ours, then newer batches are replayed on top. */
  loadSnapshot(matches: readonly SportMatch[], feedSeq: number): void {
    const changedPrices = new Set<string>();
    const changedMatches = new Set<string>();
    this.prune();
    for (const match of matches) {
      this.putMatch(match, changedMatches);
      this.halfTimeIds.note(match);
      for (const market of match.markets) {
        for (const price of market.prices) {
          const key = selectionKey(betGameId(match, market.w), market.w, price.r);
          this.prices.put(match.gameId, key, price.odds, market.ratio, market.open, changedPrices);
        }
      }
    }
    // Batches applied before the request are in the snapshot; those applied since and newer than it go on top.
    const replay = this.retained.filter((batch) => batch.seq > feedSeq);
    this.abandonSnapshot();
    this.seq = feedSeq;
    this.resyncRequested = false;
    let missing = false;
    for (const batch of replay) {
      if (batch.seq > this.seq + 1) missing = true;
      this.applyBatch(batch, changedPrices, changedMatches);
    }
    if (missing) this.requestResync();
    feedStats.lastSeq = this.seq;
    this.notify(changedPrices, changedMatches);
  }

  /** An `outrights` answer: each rate is a price keyed on the outright's id, play FS and its rtype. */
  loadOutrights(outrights: readonly Outright[]): void {
    const changed = new Set<string>();
    for (const outright of outrights) {
      for (const rate of outright.rates) {
        this.prices.put(
          outright.gameId,
          selectionKey(outright.gameId, 'FS', rate.rtype),
          rate.odds,
          null,
          outright.open,
          changed,
        );
      }
    }
    this.notify(changed, new Set());
  }

  /** Queues a batch for the next animation frame. */
  enqueue(batch: FeedBatch): void {
    this.queue.push(batch);
    if (this.queue.length >= MAX_QUEUED_BATCHES) {
      this.flush();
      return;
    }
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.flush());
    }
  }

  /** Applies every queued batch newer than the state and tells the changed keys, once each. */
  flush(): void {
    this.scheduled = false;
    if (this.queue.length === 0) return;
    const queue = this.queue;
    this.queue = [];
    const changedPrices = new Set<string>();
    const changedMatches = new Set<string>();
    for (const batch of queue) {
      if (batch.seq <= this.seq) continue;
      // With a snapshot on its way the gap may well be inside it: judged when it lands.
      if (this.seq >= 0 && batch.seq > this.seq + 1 && this.pendingSnapshots === 0) this.requestResync();
      this.applyBatch(batch, changedPrices, changedMatches);
      if (this.pendingSnapshots > 0 && this.retained.length < MAX_RETAINED_BATCHES) this.retained.push(batch);
    }
    feedStats.flushes += 1;
    feedStats.lastSeq = this.seq;
    this.notify(changedPrices, changedMatches);
  }

  /**
   * A match change heard outside the feed (a chat room's score push): applied at once, with the
   * same rule as a batch's, so the row shows it without waiting for the feed to say it too.
   */
  applyMatchChange(change: MatchChange): void {
    const changed = new Set<string>();
    this.applyMatch(change, changed);
    this.notify(new Set(), changed);
  }

  /** Forgets everything (tests, and a page that starts over). */
  reset(): void {
    this.prices.clear();
    this.matches.clear();
    this.halfTimeIds.clear();
    this.ended.clear();
    this.queue = [];
    this.retained = [];
    this.scheduled = false;
    this.seq = -1;
    this.pendingSnapshots = 0;
    this.resyncRequested = false;
  }

  private applyBatch(batch: FeedBatch, changedPrices: Set<string>, changedMatches: Set<string>): void {
    for (const change of batch.odds) this.applyOdds(change, changedPrices);
    for (const change of batch.matches) this.applyMatch(change, changedMatches);
    for (const gameId of batch.ended) this.endMatch(gameId, changedPrices, changedMatches);
    feedStats.changesApplied += batch.odds.length + batch.matches.length + batch.ended.length;
    if (batch.seq > this.seq) this.seq = batch.seq;
  }

  private applyOdds([gameId, w, r, odds, ratio, open]: OddsChange, changed: Set<string>): void {
    const id = this.halfTimeIds.keyId(gameId, w);
    this.prices.put(this.halfTimeIds.owner(id), `${id}|${w}|${r}`, odds, ratio, open === 1, changed);
  }

  private putMatch(match: SportMatch, changed: Set<string>): void {
    this.ended.delete(match.gameId);
    this.matches.set(match.gameId, match);
    changed.add(match.gameId);
  }

  private applyMatch(change: MatchChange, changed: Set<string>): void {
    const current = this.matches.get(change.gameId);
    // A match no snapshot showed has no row to update; the next snapshot brings it whole.
    if (!current) return;
    if (change.isLive !== undefined && change.isLive !== current.isLive) this.requestResync();
    this.matches.set(change.gameId, { ...current, ...presentFields(change) });
    changed.add(change.gameId);
  }

  private endMatch(gameId: string, changedPrices: Set<string>, changedMatches: Set<string>): void {
    this.ended.add(gameId);
    const current = this.matches.get(gameId);
    if (current) {
      const gameStatus = current.gameStatus === 'cancelled' ? 'cancelled' : 'finished';
      this.matches.set(gameId, { ...current, gameStatus, isLive: false });
      changedMatches.add(gameId);
    }
    this.prices.closeMatch(gameId, changedPrices);
  }

  /** Drops ended matches nobody looks at any more, so a long session does not keep every match ever played. */
  private prune(): void {
    for (const gameId of this.ended) {
      const pricesGone = this.prices.dropUnwatched(gameId, (key) => this.priceListeners.has(key));
      if (pricesGone && !this.matchListeners.has(gameId)) {
        this.matches.delete(gameId);
        this.halfTimeIds.forget(gameId);
        this.ended.delete(gameId);
      }
    }
  }

  private requestResync(): void {
    if (this.resyncRequested) return;
    this.resyncRequested = true;
    for (const listener of [...this.resyncListeners]) listener();
  }

  private notify(prices: Set<string>, matches: Set<string>): void {
    // Listeners only schedule a render.
    this.priceListeners.tell(prices);
    this.matchListeners.tell(matches);
  }
}
