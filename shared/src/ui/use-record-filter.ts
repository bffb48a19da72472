import { useState } from 'react';
import { dateRangeProblem, type DayRange } from './date-range';

export interface RecordFilterState<F> {
  /** What the filter controls show, possibly unfinished. */
  draft: F;
  /** The filter last asked of the server. */
  filter: F;
  page: number;
  /** Shows `next`; asks for it from page 1 once its days are a valid range. */
  edit(next: F): void;
  setPage(page: number): void;
}

/**
 * The filter of a records page: a draft with unfinished, reversed or too long days waits in the
 * controls until it is fixed, and a new filter starts again from page 1.
 */
export function useRecordFilter<F>(
  initial: () => F,
  daysOf: (filter: F) => DayRange,
  maxDays?: number,
): RecordFilterState<F> {
  const [draft, setDraft] = useState<F>(initial);
  const [filter, setFilter] = useState<F>(draft);
  const [page, setPage] = useState(1);
  const edit = (next: F) => {
    setDraft(next);
    if (dateRangeProblem(daysOf(next), maxDays) !== null) return;
    setFilter(next);
    setPage(1);
  };
  return { draft, filter, page, edit, setPage };
}
