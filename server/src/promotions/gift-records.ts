import type { Queryable } from '../db/database';
import { beijingDayStart } from '../time/beijing';

export interface GiftRecordQuery {
  source: 'activity' | 'vip' | 'welfare' | 'rebate' | 'all';
  /** Beijing days, both included. */
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

export interface GiftRecordRow {
  id: number;
  title: string;
  source: 'activity' | 'vip' | 'welfare' | 'rebate';
  amountFen: number;
  turnoverRequiredFen: number;
  paidAt: Date;
}

/** The member's paid rewards in the Beijing days asked, newest first, with their count and sum. */
export async function pageGiftRecords(
  db: Queryable,
  memberId: number,
  query: GiftRecordQuery,
): Promise<{ rows: GiftRecordRow[]; total: number; totalAmountFen: number }> {
  const from = beijingDayStart(query.startDate);
  const until = new Date(beijingDayStart(query.endDate).getTime() + 24 * 60 * 60 * 1000);
  const where = `member_id = $1 and status = 'paid' and paid_at >= $2 and paid_at < $3 and ($4 = 'all' or source = $4)`;
  const params = [memberId, from, until, query.source];
  const [rows, totals] = await Promise.all([
    db.query<GiftRecordRow>(
      `select id, title, source, amount_fen as "amountFen", turnover_required_fen as "turnoverRequiredFen", paid_at as "paidAt"
         from rewards where ${where} order by paid_at desc, id desc limit $5 offset $6`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    db.query<{ total: number; amount: string | number }>(
      `select count(*)::int as total, coalesce(sum(amount_fen), 0)::bigint as amount from rewards where ${where}`,
      params,
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      amountFen: Number(row.amountFen),
      turnoverRequiredFen: Number(row.turnoverRequiredFen),
      paidAt: new Date(row.paidAt),
    })),
    total: totals[0]?.total ?? 0,
    totalAmountFen: Number(totals[0]?.amount ?? 0),
  };
}
