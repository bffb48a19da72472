import type { z } from 'zod';
import { ResponseCode, type confirmInfo } from 'shared/contract';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { oncePerRequest } from '../wallet/once-per-request';
import { requireActivity, type Activity } from './activity';
import { claimBonus } from './actions/claim-bonus';
import { claimTask } from './actions/claim-task';
import { claimTier } from './actions/claim-tier';
import { drawOnce } from './actions/draw';
import { signToday } from './actions/sign';
import type { ActionCall, ActionResult } from './actions/action-result';
import { windowVerdict } from './eligibility';
import { joinedAt } from './joins';
import { presentActivity } from './present';
import { refusal, alreadyDone } from './refusal';
import { RewardAlreadyGrantedError } from './rewards';

export type ConfirmInput = z.output<(typeof confirmInfo)['request']>;
type ConfirmAnswer = z.input<(typeof confirmInfo)['response']>;

function unsupported(): DomainError {
  return new DomainError(ResponseCode.INVALID_PARAMETER, '该活动不支持此操作');
}

function runAction(call: ActionCall, activity: Activity, input: ConfirmInput): Promise<ActionResult> {
  switch (input.action) {
    case 'sign':
      if (activity.pageType !== 'signGift') throw unsupported();
      return signToday(call, activity);
    case 'draw':
      if (activity.pageType !== 'drawGift') throw unsupported();
      return drawOnce(call, activity);
    case 'claimTask':
      if (activity.pageType !== 'newTask') throw unsupported();
      return claimTask(call, activity, input.taskKey);
    case 'claimTier':
      if (activity.pageType !== 'bettingGift') throw unsupported();
      return claimTier(call, activity, input.tier);
    case 'claimBonus':
      if (activity.pageType !== 'firstDeposit' && activity.pageType !== 'againDeposit') throw unsupported();
      return claimBonus(call, activity);
  }
}

export interface ConfirmCall {
  memberId: number;
  siteId: string;
  requestId: string;
  baseUrl: string;
  now: Date;
}

/**
 * promotion/confirmInfo: one action, once per request id (a retry gets the first answer, nothing is
 * paid twice). The member's row is locked first, so two different requests of one member (two tabs)
 * are judged one after the other and cannot both spend the last draw or claim the same task.
 */
export function confirmAction(db: Database, input: ConfirmInput, call: ConfirmCall): Promise<ConfirmAnswer> {
  return oncePerRequest(
    db,
    { memberId: call.memberId, requestId: call.requestId, path: 'promotion/confirmInfo', body: input },
    call.now,
    async (tx) => {
      await tx.query('select id from members where id = $1 for no key update', [call.memberId]);
      const activity = await requireActivity(tx, input.activityId, call.siteId);
      const closed = windowVerdict(activity, call.now);
      if (closed !== null) throw refusal(closed);
      if (activity.requiresJoin && (await joinedAt(tx, call.memberId, activity.id)) === null) {
        throw refusal({ eligible: false, reason: 'notEligible', message: '请先参加活动' });
      }
      let result: ActionResult;
      try {
        result = await runAction(
          { tx, memberId: call.memberId, siteId: call.siteId, requestId: call.requestId, now: call.now },
          activity,
          input,
        );
      } catch (error) {
        // Only a concurrent claim of the same thing gets here (the checks above saw it unclaimed).
        if (error instanceof RewardAlreadyGrantedError) throw alreadyDone('该奖励已领取');
        throw error;
      }
      const viewer = { memberId: call.memberId, siteId: call.siteId };
      return { ...result, activity: await presentActivity(tx, activity, viewer, call.baseUrl, call.now) };
    },
  );
}
