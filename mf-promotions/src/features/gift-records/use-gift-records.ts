import { giftRecordList, type ResponseOf } from 'shared/contract';
import { MONEY, useEndpoint } from 'shared/query';
import { PAGE_SIZE, type GiftFilter } from './gift-filter';

export type GiftRecordPage = ResponseOf<typeof giftRecordList>;

/** One page of the member's gift records for a filter: a claim adds a record, so they are money figures. */
export function useGiftRecords(filter: GiftFilter, page: number) {
  return useEndpoint(giftRecordList, { ...filter, pageNum: page, pageSize: PAGE_SIZE }, { group: MONEY });
}
