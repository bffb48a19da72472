import { describe, expect, it } from 'vitest';
import { dateOnly } from './date-only';

describe('dateOnly', () => {
  it('keeps the day of a server time and leaves anything else alone', () => {
    expect(dateOnly('2025-01-31 23:59:00')).toBe('2025-01-31');
    expect(dateOnly('长期有效')).toBe('长期有效');
  });
});
