import { describe, expect, it } from 'vitest';
import { beijingInstant } from './beijing-instant';

describe('beijingInstant', () => {
  it('reads a wall-clock time as Beijing time, an ISO time as it is, and nothing else', () => {
    expect(beijingInstant('2025-01-01 08:00:00')).toBe(Date.parse('2025-01-01T00:00:00Z'));
    expect(beijingInstant('2025-01-01 08:00')).toBe(Date.parse('2025-01-01T00:00:00Z'));
    expect(beijingInstant('2025-01-01T00:00:00Z')).toBe(Date.parse('2025-01-01T00:00:00Z'));
    expect(beijingInstant('长期有效')).toBeNaN();
  });
});
