import type { BetRecordDay } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { beijingAt, beijingDate } from '../../time/beijing';
import { fenToYuan } from '../../wallet/money';

const LOCAL_BOOK = 'CRTY';

/** Beijing day of a stored instant, in SQL: timestamps are kept as UTC instants, Beijing is UTC+8. */
const BEIJING_DAY = (column: string) => `to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * Net result of the member's settled bets at a venue by Beijing day, for the `days` days that end
 * today, oldest first; a day without settled bets answers 0. The local book's tickets count when
 * settled (placed that day, as the list's filter counts them); another venue's rounds are settled
 * as they are played.
 */
export async function dailyWinLoss(
  db: Queryable,
  memberId: number,
  venue: string,
  days: number,
  now: Date,
): Promise<BetRecordDay[]> {
  const from = beijingAt(now, -(days - 1), 0);
  const to = beijingAt(now, 1, 0);
  const rows =
    venue === LOCAL_BOOK
      ? await db.query<{ day: string; win_loss: number; count: number }>(
          `select ${BEIJING_DAY('created_at')} as day,
                  sum(payout_fen - stake_fen)::bigint as win_loss, count(*)::int as count
             from sports_tickets
            where member_id = $1 and created_at >= $2 and created_at < $3 and status = 'settled'
            group by day`,
          [memberId, from, to],
        )
      : await db.query<{ day: string; win_loss: number; count: number }>(
          `select ${BEIJING_DAY('r.created_at')} as day,
                  sum(r.payout_fen - r.stake_fen)::bigint as win_loss, count(*)::int as count
             from casino_rounds r join venues v on v.id = r.venue_id
            where r.member_id = $1 and v.en_name = $4 and r.created_at >= $2 and r.created_at < $3
            group by day`,
          [memberId, from, to, venue],
        );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, i) => {
    const date = beijingDate(beijingAt(now, i - (days - 1), 12));
    const row = byDay.get(date);
    return { date, winLoss: fenToYuan(Number(row?.win_loss ?? 0)), count: row?.count ?? 0 };
  });
}
