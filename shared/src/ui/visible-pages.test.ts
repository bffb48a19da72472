import { describe, expect, it } from 'vitest';
import { visiblePages } from './visible-pages';

describe('visiblePages', () => {
  it('shows every page of a short list', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and two either side of the current page', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
});
