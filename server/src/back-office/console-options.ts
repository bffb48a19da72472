/** The console's settings: CONSOLE_IDLE_MINUTES, WITHDRAW_FOUR_EYES_ABOVE and ADJUST_FOUR_EYES_ABOVE (config.ts reads them). */
export interface ConsoleOptions {
  /** A session unused this long has ended. */
  idleMs: number;
  /** Withdrawals strictly above this many fen need two finance operators. */
  fourEyesAboveFen: number;
  /** Manual adjustments strictly above this many fen wait for a second finance operator. */
  adjustFourEyesAboveFen: number;
  /**
   * The wall clock of sessions, login steps and TOTP codes: an operator's phone and the idle time run
   * on real time, never on the business clock a test server moves forward (money decisions use that
   * one, like every other business row). Tests pass their own.
   */
  wallClock: () => Date;
}

export const DEFAULT_CONSOLE_OPTIONS: ConsoleOptions = {
  idleMs: 30 * 60 * 1000,
  // 5,000.00 yuan (withdrawal amounts are yuan in the contract and env, fen in the tables): below a
  // bank withdrawal's 50,000.00 maximum, so the larger ones meet a second pair of eyes.
  fourEyesAboveFen: 5_000_00,
  // ADJUST_FOUR_EYES_ABOVE unset: the withdrawals' threshold (config.ts), the same money at stake.
  adjustFourEyesAboveFen: 5_000_00,
  wallClock: () => new Date(),
};
