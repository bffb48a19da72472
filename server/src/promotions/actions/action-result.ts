import type { Queryable } from '../../db/database';
import { fenToYuan } from '../../wallet/money';
import type { Activity } from '../activity';
import type { DrawPrize } from '../draws';
import { payReward, type RewardGrant } from '../rewards';

/** What an action paid: the reward (null when nothing) and, for a draw, the prize it landed on. */
export interface ActionResult {
  reward: { amount: number; turnoverRequired: number; title: string } | null;
  prize: { id: number; name: string; amount: number } | null;
}

export interface ActionCall {
  tx: Queryable;
  memberId: number;
  siteId: string;
  requestId: string;
  now: Date;
}

/** Pays an activity's reward through the ledger and describes it for the answer. */
export async function payActivityReward(
  call: ActionCall,
  activity: Activity,
  grant: { title: string; amountFen: number; turnoverRequiredFen: number; awardKey?: string },
): Promise<{ rewardId: number; reward: NonNullable<ActionResult['reward']> }> {
  const full: RewardGrant = {
    memberId: call.memberId,
    activityId: activity.id,
    source: 'activity',
    title: grant.title,
    amountFen: grant.amountFen,
    turnoverRequiredFen: grant.turnoverRequiredFen,
    requestId: call.requestId,
    ...(grant.awardKey === undefined ? {} : { awardKey: grant.awardKey }),
  };
  const { rewardId } = await payReward(call.tx, full, call.now);
  return {
    rewardId,
    reward: {
      amount: fenToYuan(grant.amountFen),
      turnoverRequired: fenToYuan(grant.turnoverRequiredFen),
      title: grant.title,
    },
  };
}

export function prizeOf(prize: DrawPrize): NonNullable<ActionResult['prize']> {
  return { id: prize.id, name: prize.name, amount: fenToYuan(prize.amountFen) };
}

/** Turnover a reward requires: its base × the activity's multiple, whole fen. */
export function turnoverFor(baseFen: number, multiple: number): number {
  return Math.round(baseFen * multiple);
}
