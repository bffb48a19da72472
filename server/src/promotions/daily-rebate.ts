import type { Queryable } from '../db/database';
import { beijingDate, beijingDayStart } from '../time/beijing';
import { gradeOf } from '../vip/grade-of';
import { rebateLines, type RebateLineFen } from '../vip/rebate-lines';
import { rebateRates } from '../vip/rebate-rates';
import { settledTurnoverByDay } from '../vip/settled-turnover';
import { awardKey } from './award-keys';
import { offerReward, RewardAlreadyGrantedError } from './rewards';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a day's rebate waits to be claimed once the day is over; older days are never offered. */
export const REBATE_CLAIM_DAYS = 7;

/** A rebate is bet once before it can be withdrawn (turnover required = 1 × the rebate). */
export const REBATE_TURNOVER_MULTIPLE = 1;

/** When the rebate of a Beijing day lapses: REBATE_CLAIM_DAYS after the day ends. */
export function rebateExpiry(day: string): Date {
  return new Date(beijingDayStart(day).getTime() + (REBATE_CLAIM_DAYS + 1) * DAY_MS);
}

export function rebateTitle(day: string): string {
  return `每日返水（${day}）`;
}

/**
 * Offers the member's daily rebate (返水) for every ended Beijing day of the claim window not offered
 * yet: the day's settled valid turnover per game category × the rate of the member's grade now (vip/
 * rebate-lines), waiting in the welfare list until claimed or REBATE_CLAIM_DAYS after the day. Each
 * day is offered once: rebate_offers' key and the reward's award key, so a concurrent look that
 * offered it first is as good as this one. A day whose rebate comes to nothing is left unrecorded.
 */
export async function offerDailyRebates(tx: Queryable, memberId: number, now: Date): Promise<number> {
  const todayStart = beijingDayStart(beijingDate(now));
  const from = new Date(todayStart.getTime() - REBATE_CLAIM_DAYS * DAY_MS);
  const [turnover, offered] = await Promise.all([
    settledTurnoverByDay(tx, memberId, from, todayStart),
    tx.query<{ day: string }>(`select day::text as day from rebate_offers where member_id = $1 and day >= $2::date`, [
      memberId,
      beijingDate(from),
    ]),
  ]);
  const days = [...new Set(turnover.map((t) => t.day))].filter((day) => !offered.some((o) => o.day === day));
  if (days.length === 0) return 0;

  const [member, rates] = await Promise.all([gradeOf(tx, memberId), rebateRates(tx)]);
  if (member === null) throw new Error(`member ${memberId} does not exist`);
  let count = 0;
  for (const day of days) {
    const lines = rebateLines(
      turnover.filter((t) => t.day === day),
      rates,
      member.grade,
    );
    const amountFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
    if (amountFen <= 0) continue;
    if (await offerDay(tx, memberId, day, member.grade, lines, amountFen, now)) count += 1;
  }
  return count;
}

async function offerDay(
  tx: Queryable,
  memberId: number,
  day: string,
  grade: number,
  lines: RebateLineFen[],
  amountFen: number,
  now: Date,
): Promise<boolean> {
  let rewardId: number;
  try {
    ({ rewardId } = await offerReward(
      tx,
      {
        memberId,
        activityId: null,
        source: 'rebate',
        title: rebateTitle(day),
        amountFen,
        turnoverRequiredFen: amountFen * REBATE_TURNOVER_MULTIPLE,
        requestId: null,
        awardKey: awardKey.rebate(day),
        expiresAt: rebateExpiry(day),
      },
      now,
    ));
  } catch (error) {
    if (error instanceof RewardAlreadyGrantedError) return false;
    throw error;
  }
  await tx.query(
    `insert into rebate_offers (member_id, day, grade, breakdown, reward_id, created_at) values ($1, $2::date, $3, $4::jsonb, $5, $6)`,
    [memberId, day, grade, JSON.stringify(lines), rewardId, now],
  );
  return true;
}
