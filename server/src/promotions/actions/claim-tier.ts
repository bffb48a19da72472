import { ResponseCode } from 'shared/contract';
import { DomainError } from '../../domain/domain-error';
import { fenToYuan } from '../../wallet/money';
import type { ActivityOf } from '../activity';
import { awardKey } from '../award-keys';
import { bettingGiftState } from '../betting-tiers';
import { alreadyDone, refusal } from '../refusal';
import { payActivityReward, turnoverFor, type ActionCall, type ActionResult } from './action-result';

/** Pays a betting tier the member's turnover in the window has reached, once per tier. */
export async function claimTier(
  call: ActionCall,
  activity: ActivityOf<'bettingGift'>,
  index: number,
): Promise<ActionResult> {
  const tier = activity.config.tiers[index];
  if (tier === undefined) throw new DomainError(ResponseCode.INVALID_PARAMETER, '没有这一档奖励');
  const state = await bettingGiftState(call.tx, activity, call.memberId, call.now);
  if (state.claimed.includes(index)) throw alreadyDone('这一档奖励已领取');
  if (state.turnoverFen < tier.turnoverFen) {
    throw refusal({
      eligible: false,
      reason: 'notEligible',
      message: `有效投注满${fenToYuan(tier.turnoverFen)}元才能领取，当前${fenToYuan(state.turnoverFen)}元`,
    });
  }
  const { reward } = await payActivityReward(call, activity, {
    title: `${activity.title}·投注满${fenToYuan(tier.turnoverFen)}元`,
    amountFen: tier.rewardFen,
    turnoverRequiredFen: turnoverFor(tier.rewardFen, activity.config.turnoverMultiple),
    awardKey: awardKey.tier(activity.id, index),
  });
  return { reward, prize: null };
}
