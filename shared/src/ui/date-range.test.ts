import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from './date-range';

describe('dateRangeProblem', () => {
  it('accepts a range in order, a single day included', () => {
    expect(dateRangeProblem({ from: '2026-03-01', to: '2026-03-07' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('refuses a start after the end, and waits for complete days', () => {
    expect(dateRangeProblem({ from: '2026-03-08', to: '2026-03-07' })).toBe('order');
    expect(dateRangeProblem({ from: '', to: '2026-03-07' })).toBe('incomplete');
    expect(dateRangeProblem({ from: '2026-02-30', to: '2026-03-07' })).toBe('incomplete');
  });

  it('counts both ends against a limit, and has none unless given one', () => {
    expect(dateRangeProblem({ from: '2025-01-01', to: '2025-03-31' }, 90)).toBeNull();
    expect(dateRangeProblem({ from: '2025-01-01', to: '2025-04-01' }, 90)).toBe('tooLong');
    expect(dateRangeProblem({ from: '2025-01-01', to: '2026-04-01' })).toBeNull();
  });
});
