import type { SportsBook } from '../../../sports/book/sports-book';
import type { FeedHub } from '../../../sports/feed/feed-hub';
import { pushMarket } from '../../../sports/feed/market-changes';
import type { Market } from '../../../sports/model/market';
import { oddsOf } from '../pricing/fair-odds';
import type { Random } from '../../../sports/random';

/** A move shifts one selection's chance by up to 1.5 points, pulled a fifth of the way back to the model. */
const STEP = 0.03;
const PULL = 0.2;
const MIN_CHANCE = 0.02;

/**
 * The random price changes of in-play markets: the feed's load. Only live matches move, so pre-match
 * prices stay put unless a test moves them (testSportsPrice); in memory only, no database write.
 */
export class PriceMover {
  private pool: Market[] = [];
  private dirty = true;

  constructor(private readonly random: Random) {}

  /** The set of live markets changed (a kick-off, a reprice, a final whistle). */
  invalidate(): void {
    this.dirty = true;
  }

  /** Moves prices until about `changes` odds changes went out; returns how many did. */
  move(book: SportsBook, hub: FeedHub, changes: number): number {
    if (this.dirty) this.rebuild(book);
    let emitted = 0;
    for (let attempts = 0; emitted < changes && attempts < changes * 3 && this.pool.length > 0; attempts++) {
      const market = this.pool[Math.floor(this.random() * this.pool.length)];
      if (market === undefined || !market.open || market.pinned) continue;
      jitter(market, this.random);
      emitted += pushMarket(hub, market);
    }
    return emitted;
  }

  private rebuild(book: SportsBook): void {
    this.pool = [];
    for (const match of book.matches.values()) {
      if (match.state.status === 'live') this.pool.push(...book.marketsOf(match));
    }
    this.dirty = false;
  }
}

/** One random step of one selection, the others rescaled so the market keeps its margin. */
export function jitter(market: Market, random: Random): void {
  const n = market.chances.length;
  const i = Math.floor(random() * n);
  const total = market.model.reduce((a, b) => a + b, 0);
  const current = market.chances[i] ?? 0;
  const model = market.model[i] ?? current;
  const next = Math.min(
    total - MIN_CHANCE * (n - 1),
    Math.max(MIN_CHANCE, current + (random() - 0.5) * STEP + PULL * (model - current)),
  );
  const othersBefore = market.chances.reduce((a, b) => a + b, 0) - current;
  const othersAfter = total - next;
  market.chances = market.chances.map((c, j) =>
    j === i ? next : othersBefore > 0 ? (c * othersAfter) / othersBefore : othersAfter / (n - 1),
  );
  market.odds = market.chances.map(oddsOf);
}
