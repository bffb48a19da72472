import { activityCategorySchema, type getMyDiscountAd, type ResponseOf } from 'shared/contract';

/** The contract's category enum, in its order: the tabs follow it. */
export const activityCategories = activityCategorySchema.options;
export type ActivityCategory = (typeof activityCategories)[number];

export type DiscountPageData = ResponseOf<typeof getMyDiscountAd>;
export type DiscountAd = DiscountPageData['list'][number];

/** Three rows of three cards. */
export const DISCOUNT_PAGE_SIZE = 9;
