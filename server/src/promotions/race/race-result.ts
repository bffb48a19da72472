import type { RaceResult } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { formatBeijing } from '../../time/beijing';
import { fenToYuan } from '../../wallet/money';
import { maskName } from '../mask-name';

/** The result of a settled race, as its page shows it (names masked, the viewer's own prize); null before the settlement. */
export async function raceResult(
  db: Queryable,
  activityId: number,
  viewerId: number | null,
): Promise<RaceResult | null> {
  const [settlement] = await db.query<{ settledAt: Date | string }>(
    'select settled_at as "settledAt" from race_settlements where activity_id = $1',
    [activityId],
  );
  if (settlement === undefined) return null;
  const winners = await db.query<{
    rank: number;
    memberId: number;
    username: string;
    turnoverFen: string | number;
    prizeFen: string | number;
  }>(
    `select w.rank, w.member_id as "memberId", m.username, w.turnover_fen as "turnoverFen", w.prize_fen as "prizeFen"
       from race_winners w join members m on m.id = w.member_id
      where w.activity_id = $1 order by w.rank`,
    [activityId],
  );
  const mine = winners.find((winner) => winner.memberId === viewerId);
  return {
    settledAt: formatBeijing(new Date(settlement.settledAt)),
    winners: winners.map((w) => ({
      rank: w.rank,
      name: maskName(w.username),
      value: fenToYuan(Number(w.turnoverFen)),
      prize: fenToYuan(Number(w.prizeFen)),
    })),
    mine: mine === undefined ? null : { rank: mine.rank, prize: fenToYuan(Number(mine.prizeFen)) },
  };
}
