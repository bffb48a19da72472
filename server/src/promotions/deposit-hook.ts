import type { Queryable } from '../db/database';
import { fenToYuan } from '../wallet/money';
import { runningActivities } from './activity';
import { awardKey } from './award-keys';
import { bonusFor, bonusTurnoverFen, depositBonusState, type DepositBonusActivity } from './deposit-bonus';
import { inviterOf } from './friends';
import { depositsOf } from './member-money';
import { payReward } from './rewards';

export interface ConfirmedDeposit {
  memberId: number;
  siteId: string;
  orderNo: string;
  amountFen: number;
}

/**
 * Runs in the transaction that marks a deposit paid and credits it (funds/deposits/orders.ts), so a
 * bonus and the deposit it is for commit together or not at all. Pays:
 * - deposit bonuses with joinTiming 'before' the member joined, when this deposit is their qualifying one;
 * - the inviter's friend reward, when this is the invited member's first deposit and large enough.
 * Every payment has an award key, so a deposit confirmed twice (it cannot be: the order's status guard)
 * would still pay once.
 */
export async function onDepositConfirmed(tx: Queryable, deposit: ConfirmedDeposit, now: Date): Promise<void> {
  const [firsts, agains] = await Promise.all([
    runningActivities(tx, 'firstDeposit', deposit.siteId, now),
    runningActivities(tx, 'againDeposit', deposit.siteId, now),
  ]);
  for (const activity of [...firsts, ...agains]) {
    if (activity.config.joinTiming === 'before') await payDepositBonus(tx, activity, deposit, now);
  }
  await payFriendReward(tx, deposit, now);
}

async function payDepositBonus(
  tx: Queryable,
  activity: DepositBonusActivity,
  deposit: ConfirmedDeposit,
  now: Date,
): Promise<void> {
  const state = await depositBonusState(tx, activity, deposit.memberId);
  if (state.joined === null || state.paid !== null || state.qualifying === null) return;
  const bonusFen = bonusFor(activity, state.qualifying.amountFen);
  if (bonusFen <= 0) return;
  await payReward(
    tx,
    {
      memberId: deposit.memberId,
      activityId: activity.id,
      source: 'activity',
      title: `${activity.title}·存款彩金`,
      amountFen: bonusFen,
      turnoverRequiredFen: bonusTurnoverFen(activity, state.qualifying.amountFen, bonusFen),
      requestId: null,
      awardKey: awardKey.depositBonus(activity.id),
    },
    now,
  );
}

async function payFriendReward(tx: Queryable, deposit: ConfirmedDeposit, now: Date): Promise<void> {
  const deposits = await depositsOf(tx, deposit.memberId);
  if (deposits.length !== 1) return;
  const inviter = await inviterOf(tx, deposit.memberId);
  if (inviter === null) return;
  for (const activity of await runningActivities(tx, 'friendInvitation', deposit.siteId, now)) {
    if (deposit.amountFen < activity.config.minFriendDepositFen) continue;
    const rewardFen = activity.config.rewardPerFriendFen;
    const key = awardKey.friend(activity.id, deposit.memberId);
    const granted = await tx.query<{ id: number }>(`select id from rewards where member_id = $1 and award_key = $2`, [
      inviter,
      key,
    ]);
    if (granted.length > 0) continue;
    await payReward(
      tx,
      {
        memberId: inviter,
        activityId: activity.id,
        source: 'activity',
        title: `${activity.title}·好友首存${fenToYuan(deposit.amountFen)}元`,
        amountFen: rewardFen,
        turnoverRequiredFen: Math.round(rewardFen * activity.config.turnoverMultiple),
        requestId: null,
        awardKey: key,
      },
      now,
    );
  }
}
