/**
 * Real time plus an offset the test moves forward: expiry windows (captchas, codes, the automatic
 * login, recovery) are tested by advancing it instead of waiting. Give `now` to createTestApp as its
 * clock; the test app signs calls with the same clock, so the signature check keeps agreeing.
 */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}
