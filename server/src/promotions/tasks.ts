import type { z } from 'zod';
import type { taskKeySchema } from 'shared/contract';
import type { Queryable } from '../db/database';
import { countedUntil, type ActivityOf } from './activity';
import { awardKey, rewardsByKeyPrefix } from './award-keys';
import { depositsOf, hasBet, turnoverBetween } from './member-money';

export type TaskKey = z.output<typeof taskKeySchema>;

export interface TaskProgress {
  key: TaskKey;
  title: string;
  rewardFen: number;
  /** 1 for a yes/no task; fen of valid turnover for the turnover task. */
  target: number;
  progress: number;
  status: 'doing' | 'claimable' | 'claimed';
}

/**
 * Where the member stands on each newcomer task: the bindings from the member's profile (members.phone,
 * real_name), deposits and bets ever made, and the valid turnover made in the activity's window.
 */
export async function taskProgress(
  db: Queryable,
  activity: ActivityOf<'newTask'>,
  memberId: number | null,
  now: Date,
): Promise<TaskProgress[]> {
  if (memberId === null) {
    return activity.config.tasks.map((task) => ({
      key: task.key,
      title: task.title,
      rewardFen: task.rewardFen,
      target: task.targetFen ?? 1,
      progress: 0,
      status: 'doing',
    }));
  }
  const [profile, deposits, betMade, turnover, claimed] = await Promise.all([
    db.query<{ phone: string; realName: string }>(`select phone, real_name as "realName" from members where id = $1`, [
      memberId,
    ]),
    depositsOf(db, memberId),
    hasBet(db, memberId),
    now < activity.startTime
      ? Promise.resolve(0)
      : turnoverBetween(db, memberId, activity.startTime, countedUntil(activity, now)),
    rewardsByKeyPrefix(db, memberId, awardKey.tasks(activity.id)),
  ]);
  const claimedKeys = new Set(claimed.map((reward) => reward.awardKey));
  const done: Record<TaskKey, number> = {
    bindPhone: profile[0]?.phone ? 1 : 0,
    bindRealName: profile[0]?.realName ? 1 : 0,
    firstDeposit: deposits.length > 0 ? 1 : 0,
    firstBet: betMade ? 1 : 0,
    turnover,
  };
  return activity.config.tasks.map((task) => {
    const target = task.targetFen ?? 1;
    const progress = Math.min(done[task.key], target);
    const status = claimedKeys.has(awardKey.task(activity.id, task.key))
      ? 'claimed'
      : progress >= target
        ? 'claimable'
        : 'doing';
    return { key: task.key, title: task.title, rewardFen: task.rewardFen, target, progress, status };
  });
}
