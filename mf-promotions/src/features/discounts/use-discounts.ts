import { api } from 'shared/api';
import { getMyDiscountAd } from 'shared/contract';
import { useAsync } from 'shared/ui';
import { DISCOUNT_PAGE_SIZE, type ActivityCategory, type DiscountPageData } from './discount-types';

/** One page of the member's activities in a category. */
export function useDiscounts(category: ActivityCategory, pageNum: number) {
  return useAsync(
    (): Promise<DiscountPageData> => api.request(getMyDiscountAd, { pageNum, pageSize: DISCOUNT_PAGE_SIZE, category }),
    [category, pageNum],
  );
}
