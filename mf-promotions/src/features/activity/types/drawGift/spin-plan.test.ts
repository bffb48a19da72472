import { describe, expect, it } from 'vitest';
import { FREE_STEP_MS, landingDelays, SLOWEST_STEP_MS } from './spin-plan';

describe('landingDelays', () => {
  it('rests on the target from wherever the lights are, after at least one full lap', () => {
    for (const count of [2, 5, 8, 12]) {
      for (let from = -1; from < count; from += 1) {
        for (let target = 0; target < count; target += 1) {
          const steps = landingDelays(from, target, count).length;
          expect((from + steps) % count).toBe(target);
          expect(steps).toBeGreaterThanOrEqual(count);
          expect(steps).toBeLessThan(2 * count + 1);
        }
      }
    }
  });

  it('slows down from the free pace to the slowest step', () => {
    const delays = landingDelays(3, 2, 8);
    expect(delays[0]).toBe(FREE_STEP_MS);
    expect(delays.at(-1)).toBe(SLOWEST_STEP_MS);
    expect(delays.every((delay, index) => index === 0 || delay >= delays[index - 1]!)).toBe(true);
  });
});
