import type { DepositRewardConfig } from 'shared/contract';
import type { Queryable } from '../db/database';
import { fenToYuan } from '../wallet/money';
import { runningActivities } from './activity';
import { depositBonusState, type DepositBonusActivity, type DepositBonusState } from './deposit-bonus';
import { joinVerdict } from './eligibility';

type Next = DepositRewardConfig['next'];

/**
 * What the member does next for a deposit bonus, or null when they cannot get it any more (paid, or
 * the deposit it was for has passed). A bonus paid with the deposit (joinTiming 'before') needs the
 * join first, like any activity that asks for one; a join the member may not make yet for a binding
 * (a phone) still shows, since the activity page says what to bind.
 */
async function nextStep(
  db: Queryable,
  activity: DepositBonusActivity,
  state: DepositBonusState,
  memberId: number,
  now: Date,
): Promise<Next | null> {
  if (state.paid !== null) return null;
  // firstDeposit is for the first deposit only: once that passed without qualifying, nothing can.
  if (activity.pageType === 'firstDeposit' && state.deposits.length > 0 && state.qualifying === null) return null;
  const needsJoin = activity.requiresJoin || activity.config.joinTiming === 'before';
  if (needsJoin && state.joined === null) {
    const verdict = await joinVerdict(db, activity, memberId, now);
    return verdict.eligible || verdict.reason === 'needsBinding' ? 'join' : null;
  }
  // A qualifying deposit with joinTiming 'before' was paid with it; only 'after' is claimed.
  if (state.qualifying !== null) return activity.config.joinTiming === 'after' ? 'claim' : null;
  return 'deposit';
}

/** querySiteDepositRewardConfigList: the brand's running deposit bonuses the member can still get. */
export async function depositRewardConfigs(
  db: Queryable,
  memberId: number,
  siteId: string,
  now: Date,
): Promise<DepositRewardConfig[]> {
  const [firsts, agains] = await Promise.all([
    runningActivities(db, 'firstDeposit', siteId, now),
    runningActivities(db, 'againDeposit', siteId, now),
  ]);
  const list: DepositRewardConfig[] = [];
  for (const activity of [...firsts, ...agains]) {
    const next = await nextStep(db, activity, await depositBonusState(db, activity, memberId), memberId, now);
    if (next === null) continue;
    const { bonusRatePercent, maxBonusFen, minDepositFen, turnoverMultiple, joinTiming } = activity.config;
    list.push({
      activityId: activity.id,
      pageType: activity.pageType,
      title: activity.title,
      bonusRate: bonusRatePercent,
      maxBonus: fenToYuan(maxBonusFen),
      minDeposit: fenToYuan(minDepositFen),
      turnoverMultiple,
      joinTiming,
      next,
    });
  }
  return list;
}
