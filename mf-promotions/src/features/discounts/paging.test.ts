import { describe, expect, it } from 'vitest';
import { dateOnly, pageCount } from './paging';

describe('paging', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });

  it('keeps the day of a server time and leaves anything else alone', () => {
    expect(dateOnly('2025-01-31 23:59:00')).toBe('2025-01-31');
    expect(dateOnly('长期有效')).toBe('长期有效');
  });
});
