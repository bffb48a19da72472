import { api } from 'shared/api';
import { giftRecordList, type ResponseOf } from 'shared/contract';
import { useAsync } from 'shared/ui';
import { PAGE_SIZE, type GiftFilter } from './gift-filter';

export type GiftRecordPage = ResponseOf<typeof giftRecordList>;

/** One page of the member's gift records for a filter; loads again when either changes. */
export function useGiftRecords(filter: GiftFilter, page: number) {
  return useAsync(
    (): Promise<GiftRecordPage> => api.request(giftRecordList, { ...filter, pageNum: page, pageSize: PAGE_SIZE }),
    [filter.source, filter.startDate, filter.endDate, page],
  );
}
