import type { Queryable } from '../db/database';
import type { ActivityOf } from './activity';
import { awardKey, rewardsByKeyPrefix, type GrantedReward } from './award-keys';
import { joinedAt } from './joins';
import { depositsOf, type DepositRow } from './member-money';

export type DepositBonusActivity = ActivityOf<'firstDeposit'> | ActivityOf<'againDeposit'>;

/**
 * The deposit a deposit bonus is for: firstDeposit — the member's first deposit ever; againDeposit —
 * the earliest deposit after the first. Either must be at least minDeposit and inside the window, and
 * with joinTiming 'before' made after the join (a deposit before joining never qualifies).
 */
export function qualifyingDeposit(
  activity: DepositBonusActivity,
  deposits: readonly DepositRow[],
  joined: Date | null,
): DepositRow | null {
  const { minDepositFen, joinTiming } = activity.config;
  const candidates = activity.pageType === 'firstDeposit' ? deposits.slice(0, 1) : deposits.slice(1);
  const found = candidates.find(
    (d) =>
      d.amountFen >= minDepositFen &&
      d.at >= activity.startTime &&
      d.at < activity.endTime &&
      (joinTiming === 'after' || (joined !== null && d.at >= joined)),
  );
  return found ?? null;
}

/** rate % of the deposit, whole fen rounded down, at most maxBonus. */
export function bonusFor(activity: DepositBonusActivity, depositFen: number): number {
  return Math.min(activity.config.maxBonusFen, Math.floor((depositFen * activity.config.bonusRatePercent) / 100));
}

/** (bonus + deposit) × the multiple must be bet before a withdrawal. */
export function bonusTurnoverFen(activity: DepositBonusActivity, depositFen: number, bonusFen: number): number {
  return Math.round((depositFen + bonusFen) * activity.config.turnoverMultiple);
}

export interface DepositBonusState {
  joined: Date | null;
  deposits: DepositRow[];
  qualifying: DepositRow | null;
  paid: GrantedReward | null;
}

export async function depositBonusState(
  db: Queryable,
  activity: DepositBonusActivity,
  memberId: number,
): Promise<DepositBonusState> {
  const [joined, deposits, rewards] = await Promise.all([
    joinedAt(db, memberId, activity.id),
    depositsOf(db, memberId),
    rewardsByKeyPrefix(db, memberId, awardKey.depositBonus(activity.id)),
  ]);
  return { joined, deposits, qualifying: qualifyingDeposit(activity, deposits, joined), paid: rewards[0] ?? null };
}
