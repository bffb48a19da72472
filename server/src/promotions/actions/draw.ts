import { drawChances, pickPrize, type DrawActivity } from '../draws';
import { refusal } from '../refusal';
import { payActivityReward, prizeOf, turnoverFor, type ActionCall, type ActionResult } from './action-result';

/** Spends one chance on a weighted draw; a prize worth money is paid at once (谢谢参与 pays nothing). */
export async function drawOnce(call: ActionCall, activity: DrawActivity): Promise<ActionResult> {
  if ((await drawChances(call.tx, activity, call.memberId, call.now)) <= 0) {
    throw refusal({ eligible: false, reason: 'limitReached', message: '抽奖次数已用完，活动期间存款可获得更多机会' });
  }
  const prize = pickPrize(activity.config.prizes);
  const paid =
    prize.amountFen > 0
      ? await payActivityReward(call, activity, {
          title: `${activity.title}·${prize.name}`,
          amountFen: prize.amountFen,
          turnoverRequiredFen: turnoverFor(prize.amountFen, activity.config.turnoverMultiple),
        })
      : null;
  await call.tx.query(
    `insert into activity_draws (member_id, activity_id, prize_id, prize_name, amount_fen, reward_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [call.memberId, activity.id, prize.id, prize.name, prize.amountFen, paid?.rewardId ?? null, call.now],
  );
  return { reward: paid?.reward ?? null, prize: prizeOf(prize) };
}
