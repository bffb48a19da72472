import { getMyDiscountAd } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { DISCOUNT_PAGE_SIZE, type ActivityCategory } from './discount-types';

/** One page of the member's activities in a category. */
export function useDiscounts(category: ActivityCategory, pageNum: number) {
  return useEndpoint(getMyDiscountAd, { pageNum, pageSize: DISCOUNT_PAGE_SIZE, category });
}
