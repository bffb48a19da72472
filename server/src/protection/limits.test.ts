import { describe, expect, it } from 'vitest';
import { limitChange, RAISE_DELAY_MS } from './limits';

describe('limitChange', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  const later = new Date(now.getTime() + RAISE_DELAY_MS);

  it('applies a first limit and a lower one at once, cancelling a waiting raise', () => {
    expect(limitChange(null, 500_00, now)).toEqual({ amountFen: 500_00, pendingFen: null, pendingAt: null });
    expect(limitChange(500_00, 200_00, now)).toEqual({ amountFen: 200_00, pendingFen: null, pendingAt: null });
  });

  it('keeps the current limit for 24 h when it is raised or removed', () => {
    expect(limitChange(200_00, 500_00, now)).toEqual({ amountFen: 200_00, pendingFen: 500_00, pendingAt: later });
    expect(limitChange(200_00, null, now)).toEqual({ amountFen: 200_00, pendingFen: null, pendingAt: later });
  });

  it('has nothing to wait for when removing a limit that is not there', () => {
    expect(limitChange(null, null, now)).toEqual({ amountFen: null, pendingFen: null, pendingAt: null });
  });
});
