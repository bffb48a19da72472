import type { GiftRecord } from 'shared/contract';
import { quickRange } from 'shared/format';

export type GiftSourceFilter = GiftRecord['source'] | 'all';

/** The source filter's buttons, in display order: 全部/活动/VIP/福利/返水. */
export const GIFT_SOURCES: readonly GiftSourceFilter[] = ['all', 'activity', 'vip', 'welfare', 'rebate'];

export const PAGE_SIZE = 10;

export interface GiftFilter {
  source: GiftSourceFilter;
  /** Beijing days, YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
}

/** Every source over the last 7 Beijing days, today included. */
export function defaultGiftFilter(now: Date): GiftFilter {
  const { from, to } = quickRange('week', now);
  return { source: 'all', startDate: from, endDate: to };
}
