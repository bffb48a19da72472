import { awardKey } from '../award-keys';
import { bonusFor, bonusTurnoverFen, depositBonusState, type DepositBonusActivity } from '../deposit-bonus';
import { alreadyDone, refusal } from '../refusal';
import { payActivityReward, type ActionCall, type ActionResult } from './action-result';

/** A deposit bonus with joinTiming 'after': the member claims it for a qualifying deposit already made. */
export async function claimBonus(call: ActionCall, activity: DepositBonusActivity): Promise<ActionResult> {
  if (activity.config.joinTiming !== 'after') {
    throw refusal({ eligible: false, reason: 'notEligible', message: '本活动彩金在存款到账时自动发放，无需申请' });
  }
  const state = await depositBonusState(call.tx, activity, call.memberId);
  if (state.paid !== null) throw alreadyDone('您已领取过本活动的彩金');
  if (state.qualifying === null)
    throw refusal({ eligible: false, reason: 'notEligible', message: '暂无符合条件的存款，存款到账后再来申请' });
  const bonusFen = bonusFor(activity, state.qualifying.amountFen);
  if (bonusFen <= 0) throw refusal({ eligible: false, reason: 'notEligible', message: '该笔存款没有可领取的彩金' });
  const { reward } = await payActivityReward(call, activity, {
    title: `${activity.title}·存款彩金`,
    amountFen: bonusFen,
    turnoverRequiredFen: bonusTurnoverFen(activity, state.qualifying.amountFen, bonusFen),
    awardKey: awardKey.depositBonus(activity.id),
  });
  return { reward, prize: null };
}
