import { describe, expect, it } from 'vitest';
import { minutesPlayed, nextCheckAt } from './reality-schedule';

const MIN = 60_000;

describe('nextCheckAt', () => {
  it('is off at 0 minutes', () => {
    expect(nextCheckAt(0, 0, 5 * MIN)).toBeNull();
  });

  it('falls on whole intervals since login, the next one ahead', () => {
    expect(nextCheckAt(1_000, 15, 1_000)).toBe(1_000 + 15 * MIN);
    expect(nextCheckAt(1_000, 15, 1_000 + 15 * MIN)).toBe(1_000 + 30 * MIN);
    expect(nextCheckAt(1_000, 60, 1_000 + 61 * MIN)).toBe(1_000 + 120 * MIN);
  });

  it('treats a start in the future (clock skew) as now', () => {
    expect(nextCheckAt(10 * MIN, 30, 0)).toBe(40 * MIN);
  });
});

describe('minutesPlayed', () => {
  it('counts whole minutes and never goes below zero', () => {
    expect(minutesPlayed(0, 61.5 * MIN)).toBe(61);
    expect(minutesPlayed(5 * MIN, 0)).toBe(0);
  });
});
