import type { VenueCategory } from 'shared/contract';
import type { Queryable } from '../db/database';

/** A member's settled valid turnover of one game category on one Beijing day, in fen. */
export interface DayTurnover {
  day: string;
  category: VenueCategory;
  turnoverFen: number;
}

/** The Beijing calendar day of a timestamptz column, whatever the session's time zone. */
const beijingDay = (column: string) => `(((${column}) at time zone 'UTC') + interval '8 hours')::date::text`;

/**
 * Settled valid turnover in [from, until), by Beijing day and game category, what rebates are paid
 * on. A sports ticket counts its stake on the day it was settled (TY), unless the stake came back
 * whole: void codes (A, D, D0…DW, SPEC §8) and a push (P). A casino round (slots, fishing) is
 * settled as it is played and counts its stake under its venue's category.
 */
export async function settledTurnoverByDay(
  db: Queryable,
  memberId: number,
  from: Date,
  until: Date,
): Promise<DayTurnover[]> {
  const rows = await db.query<{ day: string; category: VenueCategory; turnover: string | number }>(
    `select day, category, sum(stake)::bigint as turnover from (
       select ${beijingDay('t.settled_at')} as day, 'TY' as category, t.stake_fen as stake
         from sports_tickets t
        where t.member_id = $1 and t.status = 'settled' and t.settled_at >= $2 and t.settled_at < $3
          and t.result not in ('A', 'P') and left(t.result, 1) <> 'D'
       union all
       select ${beijingDay('r.created_at')} as day, v.category, r.stake_fen as stake
         from casino_rounds r join venues v on v.id = r.venue_id
        where r.member_id = $1 and r.created_at >= $2 and r.created_at < $3
     ) settled
     group by day, category
     order by day, category`,
    [memberId, from, until],
  );
  return rows.map((row) => ({ day: row.day, category: row.category, turnoverFen: Number(row.turnover) }));
}
