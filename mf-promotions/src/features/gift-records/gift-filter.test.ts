import { describe, expect, it } from 'vitest';
import { defaultGiftFilter, rangeProblem } from './gift-filter';

describe('defaultGiftFilter', () => {
  it('asks for every source over the last 7 Beijing days', () => {
    // 17:00 UTC on 1 March is already 2 March in Beijing.
    expect(defaultGiftFilter(new Date('2026-03-01T17:00:00Z'))).toEqual({ source: 'all', startDate: '2026-02-24', endDate: '2026-03-02' });
  });
});

describe('rangeProblem', () => {
  it('accepts a range in order, a single day included', () => {
    expect(rangeProblem('2026-03-01', '2026-03-07')).toBeNull();
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('refuses a start after the end, and waits for complete days', () => {
    expect(rangeProblem('2026-03-08', '2026-03-07')).toBe('order');
    expect(rangeProblem('', '2026-03-07')).toBe('incomplete');
    expect(rangeProblem('2026-02-30', '2026-03-07')).toBe('incomplete');
  });
});
