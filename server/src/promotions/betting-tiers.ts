import type { Queryable } from '../db/database';
import { countedUntil, type ActivityOf } from './activity';
import { awardKey, rewardsByKeyPrefix } from './award-keys';
import { turnoverBetween } from './member-money';

export interface BettingGiftState {
  /** Valid turnover in the activity's window so far. */
  turnoverFen: number;
  /** Indexes of the tiers already claimed. */
  claimed: number[];
}

export async function bettingGiftState(
  db: Queryable,
  activity: ActivityOf<'bettingGift'>,
  memberId: number,
  now: Date,
): Promise<BettingGiftState> {
  const prefix = awardKey.tiers(activity.id);
  const [turnoverFen, rewards] = await Promise.all([
    now < activity.startTime
      ? Promise.resolve(0)
      : turnoverBetween(db, memberId, activity.startTime, countedUntil(activity, now)),
    rewardsByKeyPrefix(db, memberId, prefix),
  ]);
  const claimed = rewards.map((reward) => Number(reward.awardKey.slice(prefix.length))).sort((a, b) => a - b);
  return { turnoverFen, claimed };
}
