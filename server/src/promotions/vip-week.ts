import type { Queryable } from '../db/database';
import { beijingDate, beijingDayStart } from '../time/beijing';
import { gradeOf } from '../vip/grade-of';
import { awardKey } from './award-keys';
import { justAfter } from './activity';
import { depositedBetween, turnoverBetween } from './member-money';
import { offerReward, RewardAlreadyGrantedError } from './rewards';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Beijing week (Monday to Sunday) around `now`: its first and last days and the instant it ends. */
export function beijingWeek(now: Date): { weekStart: string; weekEnd: string; startsAt: Date; endsAt: Date } {
  const today = beijingDate(now);
  // getUTCDay of the day's own midnight: 0 Sunday … 6 Saturday.
  const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay();
  const startsAt = new Date(beijingDayStart(today).getTime() - ((weekday + 6) % 7) * DAY_MS);
  const endsAt = new Date(startsAt.getTime() + 7 * DAY_MS);
  return { weekStart: beijingDate(startsAt), weekEnd: beijingDate(new Date(endsAt.getTime() - 1)), startsAt, endsAt };
}

export interface VipWeek {
  weekStart: string;
  weekEnd: string;
  grade: number;
  weeklyGiftFen: number;
  depositFen: number;
  turnoverFen: number;
  depositRequiredFen: number;
  turnoverRequiredFen: number;
  status: 'inProgress' | 'claimable' | 'claimed';
}

/**
 * This week's VIP gift: the member's grade (vip/grade-of) sets the gift and what the week's deposits
 * and valid turnover must reach. Once both are reached the gift is offered once (award key per week):
 * it waits in the welfare list until claimed or until Sunday 23:59:59 Beijing.
 */
/** A concurrent call that offered it first is as good as this one offering it. */
async function offerWeeklyGift(tx: Queryable, grant: Parameters<typeof offerReward>[1], now: Date): Promise<void> {
  try {
    await offerReward(tx, grant, now);
  } catch (error) {
    if (!(error instanceof RewardAlreadyGrantedError)) throw error;
  }
}

export async function vipWeek(tx: Queryable, memberId: number, now: Date): Promise<VipWeek> {
  const week = beijingWeek(now);
  const grade = await gradeOf(tx, memberId);
  if (grade === null) throw new Error(`member ${memberId} does not exist`);
  const [depositFen, turnoverFen] = await Promise.all([
    depositedBetween(tx, memberId, week.startsAt, justAfter(now)),
    turnoverBetween(tx, memberId, week.startsAt, justAfter(now)),
  ]);
  const { weeklyGiftFen, weekDepositRequiredFen, weekTurnoverRequiredFen } = grade.config;
  const key = awardKey.vipWeek(week.weekStart);
  const existing = await tx.query<{ status: string }>(
    `select status from rewards where member_id = $1 and award_key = $2`,
    [memberId, key],
  );
  let status: VipWeek['status'] =
    existing[0]?.status === 'paid' ? 'claimed' : existing[0]?.status === 'waiting' ? 'claimable' : 'inProgress';
  if (
    existing.length === 0 &&
    weeklyGiftFen > 0 &&
    depositFen >= weekDepositRequiredFen &&
    turnoverFen >= weekTurnoverRequiredFen
  ) {
    await offerWeeklyGift(
      tx,
      {
        memberId,
        activityId: null,
        source: 'vip',
        title: `VIP${grade.grade}周礼金（${week.weekStart}至${week.weekEnd}）`,
        amountFen: weeklyGiftFen,
        // A gift of the grade, earned by the week's play: bet once before it can be withdrawn.
        turnoverRequiredFen: weeklyGiftFen,
        requestId: null,
        awardKey: key,
        expiresAt: new Date(week.endsAt.getTime() - 1000),
      },
      now,
    );
    status = 'claimable';
  }
  return {
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    grade: grade.grade,
    weeklyGiftFen,
    depositFen,
    turnoverFen,
    depositRequiredFen: weekDepositRequiredFen,
    turnoverRequiredFen: weekTurnoverRequiredFen,
    status,
  };
}
