import { previousDay, signRewardFen, type SignActivity } from '../sign-ins';
import { awardKey } from '../award-keys';
import { alreadyDone } from '../refusal';
import { beijingDate } from '../../time/beijing';
import { payActivityReward, turnoverFor, type ActionCall, type ActionResult } from './action-result';

/** Signs today (a Beijing day) once; the streak continues from yesterday's sign-in, and its day's reward is paid. */
export async function signToday(call: ActionCall, activity: SignActivity): Promise<ActionResult> {
  const today = beijingDate(call.now);
  const yesterday = await call.tx.query<{ streak: number }>(
    `select streak from activity_sign_ins where member_id = $1 and activity_id = $2 and day = $3::date`,
    [call.memberId, activity.id, previousDay(today)],
  );
  const streak = (yesterday[0]?.streak ?? 0) + 1;
  const inserted = await call.tx.query<{ day: string }>(
    `insert into activity_sign_ins (member_id, activity_id, day, streak, created_at) values ($1, $2, $3::date, $4, $5)
     on conflict do nothing returning day`,
    [call.memberId, activity.id, today, streak, call.now],
  );
  if (inserted.length === 0) throw alreadyDone('今日已签到，明天再来吧');
  const amountFen = signRewardFen(activity, streak);
  const { rewardId, reward } = await payActivityReward(call, activity, {
    title: `${activity.title}·连续签到第${streak}天`,
    amountFen,
    turnoverRequiredFen: turnoverFor(amountFen, activity.config.turnoverMultiple),
    awardKey: awardKey.sign(activity.id, today),
  });
  await call.tx.query(
    `update activity_sign_ins set reward_id = $4 where member_id = $1 and activity_id = $2 and day = $3::date`,
    [call.memberId, activity.id, today, rewardId],
  );
  return { reward, prize: null };
}
