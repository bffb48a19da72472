import type { ActivityDetail } from 'shared/contract';

export type SignGiftDetail = Extract<ActivityDetail, { pageType: 'signGift' }>;
export type SignReward = SignGiftDetail['rewards'][number];
