import type { Fixture } from './fixture';
import type { Market } from './market';
import type { MatchState } from './match-state';

/** A fixture of the book in memory: what it is, how it is going, its prices. */
export interface LiveMatch {
  fixture: Fixture;
  state: MatchState;
  /**
   * Priced on first need: most early-market fixtures are never looked at, and pricing all of them at
   * start-up would cost seconds.
   */
  markets: Market[] | null;
  /** Saved in sports_matches because a ticket was placed on it: its state changes are written through. */
  persisted: boolean;
  /** The live fields last pushed on the feed (only changes are sent) and when the clock last went out. */
  sent: Record<string, string | number | boolean>;
  clockSentAt: number;
}

export function liveMatchOf(fixture: Fixture, state: MatchState, persisted = false): LiveMatch {
  return { fixture, state, markets: null, persisted, sent: {}, clockSentAt: 0 };
}
