import type { ActivityOf } from '../activity';
import { awardKey } from '../award-keys';
import { alreadyDone, refusal } from '../refusal';
import { taskProgress, type TaskKey } from '../tasks';
import { payActivityReward, turnoverFor, type ActionCall, type ActionResult } from './action-result';

/** Pays a completed newcomer task, once. */
export async function claimTask(
  call: ActionCall,
  activity: ActivityOf<'newTask'>,
  key: TaskKey,
): Promise<ActionResult> {
  const task = (await taskProgress(call.tx, activity, call.memberId, call.now)).find((t) => t.key === key);
  if (task === undefined) throw refusal({ eligible: false, reason: 'notEligible', message: '本活动没有这个任务' });
  if (task.status === 'claimed') throw alreadyDone('该任务奖励已领取');
  if (task.status !== 'claimable') {
    const binding = key === 'bindPhone' || key === 'bindRealName';
    throw refusal(
      binding
        ? { eligible: false, reason: 'needsBinding', message: `请先完成「${task.title}」` }
        : { eligible: false, reason: 'notEligible', message: '任务尚未完成，完成后再来领取' },
    );
  }
  const { reward } = await payActivityReward(call, activity, {
    title: `${activity.title}·${task.title}`,
    amountFen: task.rewardFen,
    turnoverRequiredFen: turnoverFor(task.rewardFen, activity.config.turnoverMultiple),
    awardKey: awardKey.task(activity.id, key),
  });
  return { reward, prize: null };
}
