import type { ActivityDetail } from 'shared/contract';

export type DrawGiftDetail = Extract<ActivityDetail, { pageType: 'drawGift' }>;
export type DrawPrize = DrawGiftDetail['prizes'][number];
