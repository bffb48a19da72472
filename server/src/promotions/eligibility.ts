import type { z } from 'zod';
import type { ineligibleReasonSchema } from 'shared/contract';
import type { Queryable } from '../db/database';
import { statusOf, type Activity } from './activity';
import { depositBonusState } from './deposit-bonus';

export type IneligibleReason = z.output<typeof ineligibleReasonSchema>;

export interface Verdict {
  eligible: boolean;
  reason: IneligibleReason | null;
  message: string;
}

const ELIGIBLE: Verdict = { eligible: true, reason: null, message: '可以参加' };

function refuse(reason: IneligibleReason, message: string): Verdict {
  return { eligible: false, reason, message };
}

/** Whether the window is open; null when it is. */
export function windowVerdict(activity: Activity, now: Date): Verdict | null {
  const status = statusOf(activity, now);
  if (status === 'upcoming') return refuse('notStarted', '活动尚未开始，敬请期待');
  if (status === 'ended') return refuse('ended', '活动已结束');
  return null;
}

/** May the member join now? The same verdict answers promotion/verification and refuses joinActivity. */
export async function joinVerdict(db: Queryable, activity: Activity, memberId: number, now: Date): Promise<Verdict> {
  const closed = windowVerdict(activity, now);
  if (closed !== null) return closed;
  const joined = await db.query<{ one: number }>(
    `select 1 as one from activity_joins where member_id = $1 and activity_id = $2`,
    [memberId, activity.id],
  );
  if (joined.length > 0) return refuse('alreadyJoined', '您已参加该活动');
  if (activity.pageType !== 'firstDeposit' && activity.pageType !== 'againDeposit') return ELIGIBLE;

  const profile = await db.query<{ phone: string }>(`select phone from members where id = $1`, [memberId]);
  if (activity.config.requiresPhone && !profile[0]?.phone)
    return refuse('needsBinding', '请先绑定手机号后再参加本活动');
  const state = await depositBonusState(db, activity, memberId);
  if (state.paid !== null) return refuse('limitReached', '您已领取过本活动的彩金');
  if (activity.pageType === 'firstDeposit') {
    if (activity.config.joinTiming === 'before' && state.deposits.length > 0)
      return refuse('notEligible', '本活动仅限尚未存款的新会员参加');
    if (activity.config.joinTiming === 'after' && state.deposits.length > 0 && state.qualifying === null)
      return refuse('notEligible', '您的首笔存款不符合本活动条件');
  } else if (state.deposits.length === 0) {
    return refuse('notEligible', '完成首笔存款后才能参加再存优惠');
  }
  return ELIGIBLE;
}
