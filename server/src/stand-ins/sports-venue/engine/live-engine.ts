import type { MatchChange } from 'shared/contract';
import type { SportsFeedHooks } from '../../../outside-world/sports-feed-provider';
import { CLOCK_FIELDS, liveFieldsOf } from '../../../sports/book/live-fields';
import type { SportsBook } from '../../../sports/book/sports-book';
import { profileOf } from '../../../sports/catalog/sport-profiles';
import type { FeedHub } from '../../../sports/feed/feed-hub';
import { pushMarket } from '../../../sports/feed/market-changes';
import type { LiveMatch } from '../../../sports/model/live-match';
import type { Market } from '../../../sports/model/market';
import { oddsOf } from '../pricing/fair-odds';
import { isDecided, priceMarkets } from '../pricing/price-markets';
import type { Random } from '../../../sports/random';
import type { BookFiller } from '../schedule/book-filler';
import { noEvents } from './progress';
import { PriceMover } from './price-mover';
import { progressOf } from './sport-progress';

/** Markets stay suspended this long after a goal. */
export const GOAL_SUSPENSION_MS = 5_000;
/** A stalled process (a laptop asleep) does not fast-forward whole matches in one tick. */
const MAX_STEP_MS = 60_000;
const FILL_EVERY_MS = 5_000;
const CLOCK_PUSH_EVERY_MS = 1_000;

export type EngineHooks = SportsFeedHooks;

export interface EngineOptions {
  /** Game time per wall-clock time (SPORTS_CLOCK_SPEED). */
  clockSpeed: number;
  /** Random odds changes a second (SPORTS_FEED_RATE). */
  feedRate: number;
}

/**
 * The live book: each tick plays the matches under way, kicks off those whose time came, ends the
 * finished ones, moves prices at the asked rate and sends the tick's changes as one feed batch.
 */
export class LiveEngine {
  private lastTick: number | null = null;
  private carry = 0;
  private nextFill = 0;
  private readonly mover: PriceMover;
  private rateValue: number;
  /** Odds changes the mover sent, for the measured rate. */
  moved = 0;
  /**
   * Several processes: only the leader (cluster/leadership) plays matches and moves prices; the
   * others keep their book filled and take the leader's changes from the feed (cluster/sports-relay).
   */
  leading = true;

  constructor(
    private readonly book: SportsBook,
    private readonly hub: FeedHub,
    private readonly filler: BookFiller,
    private readonly random: Random,
    private readonly options: EngineOptions,
    private readonly hooks: EngineHooks,
  ) {
    this.mover = new PriceMover(random);
    this.rateValue = options.feedRate;
    hub.rate = options.feedRate;
  }

  get rate(): number {
    return this.rateValue;
  }

  set rate(value: number) {
    this.rateValue = value;
    this.hub.rate = value;
    this.carry = 0;
  }

  tick(nowMs: number): void {
    const dt = this.lastTick === null ? 0 : Math.min(MAX_STEP_MS, Math.max(0, nowMs - this.lastTick));
    this.lastTick = nowMs;
    if (!this.leading) {
      // The filler is deterministic (seed and clock): a follower adds the fixtures the leader adds.
      if (nowMs >= this.nextFill) {
        this.nextFill = nowMs + FILL_EVERY_MS;
        this.filler.fill(nowMs, false);
      }
      return;
    }
    for (const match of [...this.book.matches.values()]) {
      const { state } = match;
      if (state.status === 'upcoming' && match.fixture.startMs <= nowMs) this.kickOff(match, nowMs);
      else if (state.status === 'live') this.play(match, dt, nowMs);
    }
    // After play: a sport whose match just ended gets its next one at once.
    if (nowMs >= this.nextFill) {
      this.nextFill = nowMs + FILL_EVERY_MS;
      this.filler.fill(nowMs, false);
      this.closeOutrights(nowMs);
    }
    this.moveRandomly(dt);
    this.hub.flush(nowMs);
  }

  /** Ends a match now with the given score (testFinishMatch); goals beyond the current score count as second-half goals. */
  finishNow(match: LiveMatch, home: number, away: number, nowMs: number): void {
    const { state } = match;
    if (state.status === 'finished' || state.status === 'cancelled') return;
    state.halfH = Math.min(state.halfH ?? state.scoreH, home);
    state.halfC = Math.min(state.halfC ?? state.scoreC, away);
    state.scoreH = home;
    state.scoreC = away;
    this.finish(match, nowMs);
    this.hub.flush(nowMs);
  }

  /** Sets one price by hand (testSportsPrice) and pushes it; the random mover then leaves that market alone. */
  setPrice(market: Market, r: string, odds: number, nowMs: number): number {
    const i = market.selections.indexOf(r);
    if (i < 0) return Number.NaN;
    const price = oddsOf(1 / odds);
    market.odds[i] = price;
    market.chances[i] = 1 / price;
    market.pinned = true;
    this.hub.pushOdds([market.betGameId, market.w, r, price, market.ratio, market.open ? 1 : 0]);
    this.hub.flush(nowMs);
    return price;
  }

  private kickOff(match: LiveMatch, nowMs: number): void {
    const { fixture, state } = match;
    for (const market of match.markets ?? []) pushMarket(this.hub, market, false);
    if (fixture.postponed) {
      state.status = 'cancelled';
      this.end(match);
      return;
    }
    progressOf(fixture.sport).kickOff(fixture, state, this.random);
    this.reprice(match, nowMs);
    this.pushFields(match, nowMs, true);
    this.hooks.onStateChanged(match);
  }

  private play(match: LiveMatch, dt: number, nowMs: number): void {
    const { fixture, state } = match;
    const events = noEvents();
    if (dt > 0)
      progressOf(fixture.sport).advance(
        fixture,
        state,
        dt * this.options.clockSpeed * profileOf(fixture.sport).pace,
        this.random,
        events,
      );
    if (events.finished) {
      this.finish(match, nowMs);
      return;
    }
    if (events.scored && profileOf(fixture.sport).family === 'goals') state.suspendedUntil = nowMs + GOAL_SUSPENSION_MS;
    if (events.scored || events.periodChanged) {
      this.reprice(match, nowMs);
      this.hooks.onStateChanged(match);
    } else if (state.suspendedUntil > 0 && state.suspendedUntil <= nowMs) {
      state.suspendedUntil = 0;
      for (const market of this.book.marketsOf(match)) {
        market.open = !isDecided(market.chances);
        pushMarket(this.hub, market);
      }
    }
    this.pushFields(match, nowMs, events.scored || events.periodChanged);
  }

  /** New prices for the match as it stands; plays it no longer offers go out closed. */
  private reprice(match: LiveMatch, nowMs: number): void {
    const fresh = priceMarkets(match.fixture, match.state);
    const suspended = match.state.suspendedUntil > nowMs;
    const keys = new Set(fresh.map((m) => `${m.betGameId}|${m.w}`));
    for (const old of match.markets ?? []) if (!keys.has(`${old.betGameId}|${old.w}`)) pushMarket(this.hub, old, false);
    for (const market of fresh) {
      if (suspended) market.open = false;
      pushMarket(this.hub, market);
    }
    match.markets = fresh;
    this.mover.invalidate();
  }

  private finish(match: LiveMatch, nowMs: number): void {
    match.state.status = 'finished';
    match.state.suspendedUntil = 0;
    for (const market of match.markets ?? []) {
      market.open = false;
      pushMarket(this.hub, market, false);
    }
    this.pushFields(match, nowMs, true);
    this.end(match);
  }

  private end(match: LiveMatch): void {
    this.hub.pushMatch({ gameId: match.fixture.gameId, gameStatus: match.state.status, isLive: false });
    this.hub.pushEnded(match.fixture.gameId);
    this.book.retire(match.fixture.gameId);
    this.mover.invalidate();
    this.hooks.onEnded(match);
  }

  /** Sends the live fields that changed; a clock that only ticked goes out at most once a second. */
  private pushFields(match: LiveMatch, nowMs: number, force: boolean): void {
    const fields = liveFieldsOf(match);
    const change: MatchChange = { gameId: match.fixture.gameId };
    let changed = false;
    let onlyClock = true;
    for (const [key, value] of Object.entries(fields)) {
      if (match.sent[key] === value) continue;
      Object.assign(change, { [key]: value });
      changed = true;
      if (!CLOCK_FIELDS.has(key)) onlyClock = false;
    }
    if (!changed || (onlyClock && !force && nowMs - match.clockSentAt < CLOCK_PUSH_EVERY_MS)) return;
    Object.assign(match.sent, change);
    match.clockSentAt = nowMs;
    this.hub.pushMatch(change);
  }

  private moveRandomly(dt: number): void {
    if (this.rateValue <= 0 || dt <= 0) return;
    const due = this.carry + (this.rateValue * dt) / 1000;
    const wanted = Math.floor(due);
    const sent = wanted > 0 ? this.mover.move(this.book, this.hub, wanted) : 0;
    this.moved += sent;
    // Overshoot (a three-way market sends three) is paid back next tick; a book with nothing live carries nothing.
    this.carry = sent === 0 && wanted > 0 ? 0 : Math.max(-3, due - sent);
  }

  private closeOutrights(nowMs: number): void {
    for (const outright of [...this.book.outrights.values()]) {
      if (!outright.open || outright.def.closesMs > nowMs) continue;
      outright.open = false;
      this.book.retireOutright(outright.def.gameId);
      this.hooks.onOutrightClosed(outright);
    }
  }
}
