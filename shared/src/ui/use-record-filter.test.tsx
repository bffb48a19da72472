import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordFilter } from './use-record-filter';

interface Filter {
  kind: string;
  from: string;
  to: string;
}

const daysOf = (filter: Filter) => ({ from: filter.from, to: filter.to });
const week = (): Filter => ({ kind: 'all', from: '2026-11-18', to: '2026-11-24' });

describe('useRecordFilter', () => {
  it('asks for a valid filter from page 1', () => {
    const { result } = renderHook(() => useRecordFilter(week, daysOf, 90));
    act(() => result.current.setPage(3));
    act(() => result.current.edit({ ...result.current.draft, kind: 'bet' }));
    expect(result.current.filter.kind).toBe('bet');
    expect(result.current.page).toBe(1);
  });

  it('keeps an unfinished, reversed or too long range in the draft only', () => {
    const { result } = renderHook(() => useRecordFilter(week, daysOf, 90));
    for (const days of [
      { from: '2026-11', to: '2026-11-24' },
      { from: '2026-11-24', to: '2026-11-01' },
      { from: '2026-01-01', to: '2026-11-24' },
    ]) {
      act(() => result.current.edit({ kind: 'all', ...days }));
      expect(result.current.draft).toMatchObject(days);
      expect(result.current.filter).toEqual(week());
    }
  });
});
