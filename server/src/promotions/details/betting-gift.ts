import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { fenToYuan } from '../../wallet/money';
import type { ActivityOf } from '../activity';
import { bettingGiftState } from '../betting-tiers';
import type { Viewer } from '../viewer';

export async function bettingGiftDetail(
  db: Queryable,
  activity: ActivityOf<'bettingGift'>,
  viewer: Viewer | null,
  now: Date,
): Promise<ActivityDetail> {
  const state =
    viewer === null ? { turnoverFen: 0, claimed: [] } : await bettingGiftState(db, activity, viewer.memberId, now);
  return {
    pageType: 'bettingGift',
    tiers: activity.config.tiers.map((tier) => ({
      turnover: fenToYuan(tier.turnoverFen),
      reward: fenToYuan(tier.rewardFen),
    })),
    myTurnover: fenToYuan(state.turnoverFen),
    claimed: state.claimed,
  };
}
