import { betRecordList, betRecordTotal, type ResponseOf } from 'shared/contract';
import { MONEY, useEndpoint } from 'shared/query';

/** Ten rows a page. */
export const RECORDS_PAGE_SIZE = 10;

export type RecordStatusFilter = 'all' | 'unsettled' | 'settled';

export interface RecordFilter {
  /** The venue code: CRTY for the local book's tickets, any other venue for its casino rounds. */
  venue: string;
  status: RecordStatusFilter;
  /** Beijing days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

export type RecordPage = ResponseOf<typeof betRecordList>;
export type RecordTotal = ResponseOf<typeof betRecordTotal>;

/**
 * One page of the member's records for the filter; loads again when the filter or the page changes.
 * Money figures: a bet or a cash out anywhere on the page refetches them.
 */
export function useRecordPage(filter: RecordFilter, page: number) {
  const { venue, status, startDate, endDate } = filter;
  return useEndpoint(
    betRecordList,
    { venue, status, startDate, endDate, page, pageSize: RECORDS_PAGE_SIZE },
    { group: MONEY },
  );
}

/** The summary row of the filter (注单数, 投注额, 有效投注, 输赢); paging does not change it. */
export function useRecordTotal(filter: RecordFilter) {
  const { venue, status, startDate, endDate } = filter;
  return useEndpoint(betRecordTotal, { venue, status, startDate, endDate }, { group: MONEY });
}
