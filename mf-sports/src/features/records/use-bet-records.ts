import { api } from 'shared/api';
import { betRecordList, betRecordTotal, type ResponseOf } from 'shared/contract';
import { useAsync } from 'shared/ui';

/** Ten tickets a page. */
export const RECORDS_PAGE_SIZE = 10;

export type RecordStatusFilter = 'all' | 'unsettled' | 'settled';

export interface RecordFilter {
  status: RecordStatusFilter;
  /** Beijing days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

export type RecordPage = ResponseOf<typeof betRecordList>;
export type RecordTotal = ResponseOf<typeof betRecordTotal>;

/** One page of the member's tickets for the filter; loads again when the filter or the page changes. */
export function useRecordPage(filter: RecordFilter, page: number) {
  const { status, startDate, endDate } = filter;
  return useAsync(
    () => api.request(betRecordList, { status, startDate, endDate, page, pageSize: RECORDS_PAGE_SIZE }),
    [status, startDate, endDate, page],
  );
}

/** The summary row of the filter (注单数, 投注额, 有效投注, 输赢); paging does not change it. */
export function useRecordTotal(filter: RecordFilter) {
  const { status, startDate, endDate } = filter;
  return useAsync(() => api.request(betRecordTotal, { status, startDate, endDate }), [status, startDate, endDate]);
}
