import type { z } from 'zod';
import type { consoleDashboard } from 'shared/contract/console';
import type { Queryable, SqlValue } from '../db/database';
import { beijingDate, beijingDayStart } from '../time/beijing';
import { fenToYuan } from '../wallet/money';

type Dashboard = z.input<(typeof consoleDashboard)['response']>;

type Figures = Record<string, string | number | null>;

async function one(db: Queryable, sql: string, params: SqlValue[]): Promise<Figures> {
  const rows = await db.query<Figures>(sql, params);
  return rows[0] ?? {};
}

const n = (value: string | number | null | undefined): number => Number(value ?? 0);

/** The dashboard's figures, read from the tables now; "today" starts at midnight Beijing time. */
export async function dashboardFigures(db: Queryable, now: Date): Promise<Dashboard> {
  const dayStart = beijingDayStart(beijingDate(now));
  const [online, deposits, withdrawals, bets, ggr, pending] = await Promise.all([
    one(
      db,
      `select count(distinct member_id)::int as count from sessions where revoked_at is null and expires_at > $1`,
      [now],
    ),
    one(
      db,
      `select count(*)::int as count, coalesce(sum(amount_fen), 0)::bigint as sum from deposit_orders where status = 'paid' and finished_at >= $1`,
      [dayStart],
    ),
    one(
      db,
      `select count(*)::int as count, coalesce(sum(amount_fen), 0)::bigint as sum from withdraw_orders where status = 'approved' and reviewed_at >= $1`,
      [dayStart],
    ),
    one(
      db,
      `select count(*)::int as count, coalesce(sum(stake_fen), 0)::bigint as stake, coalesce(round(sum(stake_fen * odds)), 0)::bigint as exposure
         from sports_tickets where status in ('delay', 'accepted')`,
      [],
    ),
    // Stakes are negative rows and payouts positive ones, on every wallet: what the house kept.
    one(
      db,
      `select coalesce(-sum(amount_fen), 0)::bigint as ggr from ledger where kind in ('bet', 'payout', 'bet_refund') and currency = 'CNY' and created_at >= $1`,
      [dayStart],
    ),
    one(
      db,
      `select (select count(*)::int from withdraw_orders where status = 'pending' and first_approved_by is null) as withdrawals,
              (select count(*)::int from withdraw_orders where status = 'pending' and first_approved_by is not null) as "awaitingSecond",
              (select count(*)::int from deposit_orders where status in ('created', 'waiting') and expires_at > $1) as deposits`,
      [now],
    ),
  ]);
  return {
    at: now.toISOString(),
    membersOnline: n(online['count']),
    depositsToday: { count: n(deposits['count']), sum: fenToYuan(n(deposits['sum'])) },
    withdrawalsToday: { count: n(withdrawals['count']), sum: fenToYuan(n(withdrawals['sum'])) },
    openBets: { count: n(bets['count']), stake: fenToYuan(n(bets['stake'])), exposure: fenToYuan(n(bets['exposure'])) },
    ggrToday: fenToYuan(n(ggr['ggr'])),
    pending: {
      withdrawals: n(pending['withdrawals']),
      awaitingSecond: n(pending['awaitingSecond']),
      deposits: n(pending['deposits']),
    },
  };
}
