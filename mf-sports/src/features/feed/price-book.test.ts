import { describe, expect, it } from 'vitest';
import { PriceBook } from './price-book';

describe('PriceBook', () => {
  it('tells a change once, with the direction of the odds, and not a repeat', () => {
    const book = new PriceBook();
    const changed = new Set<string>();
    book.put('m1', 'm1|R|H', 1.9, '0.5', true, changed);
    book.put('m1', 'm1|R|H', 2.1, '0.5', true, changed);
    expect(book.get('m1|R|H')).toEqual({ odds: 2.1, ratio: '0.5', open: true, move: 1, version: 2 });
    changed.clear();
    book.put('m1', 'm1|R|H', 2.1, '0.5', true, changed);
    expect(changed.size).toBe(0);
  });

  it('closes the open prices of an ended match only', () => {
    const book = new PriceBook();
    const changed = new Set<string>();
    book.put('m1', 'm1|R|H', 1.9, null, true, changed);
    book.put('m1', 'm1|R|C', 1.9, null, false, changed);
    book.put('m2', 'm2|R|H', 1.9, null, true, changed);
    changed.clear();
    book.closeMatch('m1', changed);
    expect([...changed]).toEqual(['m1|R|H']);
    expect(book.get('m1|R|H')?.open).toBe(false);
    expect(book.get('m2|R|H')?.open).toBe(true);
  });

  it('drops the prices nobody watches, and says whether the match still has some', () => {
    const book = new PriceBook();
    const changed = new Set<string>();
    book.put('m1', 'm1|R|H', 1.9, null, true, changed);
    book.put('m1', 'm1|R|C', 1.9, null, true, changed);
    expect(book.dropUnwatched('m1', (key) => key === 'm1|R|C')).toBe(false);
    expect(book.get('m1|R|H')).toBeUndefined();
    expect(book.get('m1|R|C')).toBeDefined();
    expect(book.dropUnwatched('m1', () => false)).toBe(true);
    expect(book.get('m1|R|C')).toBeUndefined();
  });
});
