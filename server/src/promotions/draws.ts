import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { countedUntil, type ActivityOf } from './activity';
import { depositedBetween } from './member-money';

export type DrawActivity = ActivityOf<'drawGift'>;
export type DrawPrize = DrawActivity['config']['prizes'][number];

/** Draws earned (one per depositPerChance deposited in the window) less the draws made. */
export async function drawChances(db: Queryable, activity: DrawActivity, memberId: number, now: Date): Promise<number> {
  if (now < activity.startTime) return 0;
  const [deposited, made] = await Promise.all([
    depositedBetween(db, memberId, activity.startTime, countedUntil(activity, now)),
    db.query<{ n: number }>(`select count(*)::int as n from activity_draws where member_id = $1 and activity_id = $2`, [
      memberId,
      activity.id,
    ]),
  ]);
  return Math.max(0, Math.floor(deposited / activity.config.depositPerChanceFen) - (made[0]?.n ?? 0));
}

/**
 * A prize by weight. The random number comes from the operating system's CSPRNG (crypto.randomInt),
 * so no one can predict or replay a draw from earlier outcomes.
 */
export function pickPrize(prizes: readonly DrawPrize[], roll: (max: number) => number = randomInt): DrawPrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = roll(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new RangeError(`roll outside the total weight ${total}`);
}

export interface DrawHistoryRow {
  prizeName: string;
  amountFen: number;
  at: Date;
}

export async function drawHistory(db: Queryable, activityId: number, memberId: number): Promise<DrawHistoryRow[]> {
  const rows = await db.query<{ prizeName: string; amountFen: string | number; at: Date | string }>(
    `select prize_name as "prizeName", amount_fen as "amountFen", created_at as at from activity_draws
      where member_id = $1 and activity_id = $2 order by created_at desc, id desc limit 50`,
    [memberId, activityId],
  );
  return rows.map((row) => ({ prizeName: row.prizeName, amountFen: Number(row.amountFen), at: new Date(row.at) }));
}
