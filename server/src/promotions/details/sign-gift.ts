import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { fenToYuan } from '../../wallet/money';
import { signState, type SignActivity } from '../sign-ins';
import type { Viewer } from '../viewer';

export async function signGiftDetail(
  db: Queryable,
  activity: SignActivity,
  viewer: Viewer | null,
  now: Date,
): Promise<ActivityDetail> {
  const state = await signState(db, activity.id, viewer?.memberId ?? null, now);
  return {
    pageType: 'signGift',
    days: state.days,
    today: state.today,
    todaySigned: state.todaySigned,
    streak: state.streak,
    rewards: activity.config.rewards.map((r) => ({ day: r.day, amount: fenToYuan(r.amountFen) })),
  };
}
