import { describe, expect, it } from 'vitest';
import { defaultGiftFilter } from './gift-filter';

describe('defaultGiftFilter', () => {
  it('asks for every source over the last 7 Beijing days', () => {
    // 17:00 UTC on 1 March is already 2 March in Beijing.
    expect(defaultGiftFilter(new Date('2026-03-01T17:00:00Z'))).toEqual({
      source: 'all',
      startDate: '2026-02-24',
      endDate: '2026-03-02',
    });
  });
});
