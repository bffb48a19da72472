import type { Queryable } from '../db/database';

/**
 * The award key of everything an activity pays once (rewards.award_key is unique per member), so a
 * retry, a double click or a concurrent claim can never pay the same thing twice.
 */
export const awardKey = {
  depositBonus: (activityId: number) => `activity:${activityId}:bonus`,
  task: (activityId: number, task: string) => `activity:${activityId}:task:${task}`,
  tier: (activityId: number, tier: number) => `activity:${activityId}:tier:${tier}`,
  sign: (activityId: number, day: string) => `activity:${activityId}:sign:${day}`,
  friend: (activityId: number, friendId: number) => `activity:${activityId}:friend:${friendId}`,
  /** Every friend reward of the activity. */
  friends: (activityId: number) => `activity:${activityId}:friend:`,
  /** Every task reward of the activity. */
  tasks: (activityId: number) => `activity:${activityId}:task:`,
  /** Every tier reward of the activity. */
  tiers: (activityId: number) => `activity:${activityId}:tier:`,
  vipWeek: (weekStart: string) => `vip-week:${weekStart}`,
  /** A race's prize: one per member and race (the member's place on the final board). */
  racePrize: (activityId: number) => `activity:${activityId}:race`,
  /** The daily rebate of a Beijing day. */
  rebate: (day: string) => `rebate:${day}`,
};

export interface GrantedReward {
  id: number;
  awardKey: string;
  amountFen: number;
  turnoverRequiredFen: number;
  status: 'waiting' | 'paid' | 'expired';
  createdAt: Date;
  paidAt: Date | null;
}

/** The member's rewards whose award key starts with `prefix`. */
export async function rewardsByKeyPrefix(db: Queryable, memberId: number, prefix: string): Promise<GrantedReward[]> {
  const rows = await db.query<GrantedReward>(
    `select id, award_key as "awardKey", amount_fen as "amountFen", turnover_required_fen as "turnoverRequiredFen", status,
            created_at as "createdAt", paid_at as "paidAt"
       from rewards where member_id = $1 and starts_with(award_key, $2) order by id`,
    [memberId, prefix],
  );
  return rows.map((row) => ({
    ...row,
    amountFen: Number(row.amountFen),
    turnoverRequiredFen: Number(row.turnoverRequiredFen),
    createdAt: new Date(row.createdAt),
    paidAt: row.paidAt === null ? null : new Date(row.paidAt),
  }));
}
