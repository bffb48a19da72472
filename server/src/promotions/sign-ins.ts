import type { Queryable } from '../db/database';
import { beijingDate } from '../time/beijing';
import type { ActivityOf } from './activity';

export type SignActivity = ActivityOf<'signGift'>;

/** The Beijing day before `day` ('YYYY-MM-DD'). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The reward of the n-th consecutive day: the entry of the largest day not after n (the last covers longer streaks). */
export function signRewardFen(activity: SignActivity, streak: number): number {
  const sorted = [...activity.config.rewards].sort((a, b) => a.day - b.day);
  const entry = sorted.filter((r) => r.day <= streak).at(-1) ?? sorted[0];
  if (entry === undefined) throw new RangeError('a sign-in activity has no rewards');
  return entry.amountFen;
}

export interface SignState {
  today: string;
  /** Every day of today's Beijing month up to today, oldest first. */
  days: { date: string; signed: boolean }[];
  todaySigned: boolean;
  /** Consecutive days up to today, or up to yesterday while today is not signed. */
  streak: number;
}

export async function signState(
  db: Queryable,
  activityId: number,
  memberId: number | null,
  now: Date,
): Promise<SignState> {
  const today = beijingDate(now);
  const rows =
    memberId === null
      ? []
      : await db.query<{ day: string; streak: number }>(
          `select to_char(day, 'YYYY-MM-DD') as day, streak from activity_sign_ins where member_id = $1 and activity_id = $2 and day >= $3::date - 40`,
          [memberId, activityId, today],
        );
  const byDay = new Map(rows.map((row) => [row.day, row.streak]));
  const days: SignState['days'] = [];
  for (let d = 1; d <= Number(today.slice(8, 10)); d += 1) {
    const date = `${today.slice(0, 8)}${String(d).padStart(2, '0')}`;
    days.push({ date, signed: byDay.has(date) });
  }
  const todayStreak = byDay.get(today);
  return {
    today,
    days,
    todaySigned: todayStreak !== undefined,
    streak: todayStreak ?? byDay.get(previousDay(today)) ?? 0,
  };
}
