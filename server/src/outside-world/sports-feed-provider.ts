import type { SportsBook } from '../sports/book/sports-book';
import type { FeedHub } from '../sports/feed/feed-hub';
import type { Fixture } from '../sports/model/fixture';
import type { LiveMatch } from '../sports/model/live-match';
import type { Market } from '../sports/model/market';
import type { MatchState } from '../sports/model/match-state';
import type { LiveOutright } from '../sports/model/outright';

/** What the feed tells the platform besides the book changes it pushes. */
export interface SportsFeedHooks {
  /** A match finished or was called off: settle its tickets. */
  onEnded(match: LiveMatch): void;
  /** A persisted match's score or period changed: write it through. */
  onStateChanged(match: LiveMatch): void;
  /** An outright market closed: draw its winner and settle it. */
  onOutrightClosed(outright: LiveOutright): void;
}

/**
 * The sports data the platform's book, bets and settlement read: fixtures, their live state and
 * prices, and results. The platform keeps the book (sports/book), takes bets (sports/bets) and
 * settles them (sports/settlement) from what the feed reports. The stand-in
 * (stand-ins/sports-venue) invents fixtures, plays them and moves prices; an operator replaces it
 * with an odds and results feed that writes the same book.
 */
export interface SportsFeedProvider {
  /** Random odds changes a second (SPORTS_FEED_RATE; testSportsFeedRate). */
  rate: number;
  /** Several processes: only the leader plays; the others take the leader's changes. */
  leading: boolean;
  /** Puts the coming fixtures in the book; `initial` on start, before anything was played. */
  fill(nowMs: number, initial: boolean): void;
  /** One step of the feed at `nowMs`: kick-offs, scores, prices, ends, pushed as one batch. */
  tick(nowMs: number): void;
  /** Ends a match now with this final score (testFinishMatch). */
  finishNow(match: LiveMatch, home: number, away: number, nowMs: number): void;
  /** Sets one price by hand (testSportsPrice) and pushes it; NaN when the market has no such pick. */
  setPrice(market: Market, r: string, odds: number, nowMs: number): number;
  /** The winning entrant of a closed outright. */
  outrightWinner(outright: LiveOutright): string;
}

export interface SportsFeedSettings {
  /** The book's seed: the same seed and clock give the same fixtures, teams and prices. */
  seed: number;
  /** Game time per wall-clock time (SPORTS_CLOCK_SPEED). */
  clockSpeed: number;
  /** Random odds changes a second (SPORTS_FEED_RATE). */
  feedRate: number;
}

/** A sports feed before it is connected to the platform's book. */
export interface SportsFeed {
  /** The prices of a fixture the book shows before the feed priced it (one read back from the database). */
  priceMarkets(fixture: Fixture, state: MatchState): Market[];
  /** Connects the feed to the platform's book and push hub. */
  connect(book: SportsBook, hub: FeedHub, settings: SportsFeedSettings, hooks: SportsFeedHooks): SportsFeedProvider;
}
