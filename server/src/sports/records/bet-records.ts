import { ResponseCode, type Ticket } from 'shared/contract';
import type { Queryable, SqlValue } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { beijingDate, beijingDayStart } from '../../time/beijing';
import { fenToYuan } from '../../wallet/money';
import { TICKET_COLUMNS, ticketViews, type TicketRow } from '../store/ticket-rows';

export interface RecordFilter {
  status: 'all' | 'unsettled' | 'settled';
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * all: every ticket, rejected ones included (they show with their reason); unsettled: waiting for
 * confirmation or for the result (delay, accepted); settled: settled.
 */
const STATUS_CONDITION: Readonly<Record<RecordFilter['status'], string>> = {
  all: 'true',
  unsettled: `status in ('delay', 'accepted')`,
  settled: `status = 'settled'`,
};

/**
 * Whole Beijing days from startDate to endDate, both included, as [from, to): the range of every
 * bet record list (sports tickets here, casino rounds in games/play/casino-records).
 */
export function recordDayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const from = beijingDayStart(startDate);
  const to = beijingDayStart(endDate);
  // 2025-02-31 parses as 3 March: a date that does not come back as written is not a date.
  if (
    Number.isNaN(from.getTime()) ||
    Number.isNaN(to.getTime()) ||
    beijingDate(from) !== startDate ||
    beijingDate(to) !== endDate
  ) {
    throw new DomainError(ResponseCode.INVALID_PARAMETER, '请选择正确的日期');
  }
  if (from > to) throw new DomainError(ResponseCode.INVALID_PARAMETER, '开始日期不能晚于结束日期');
  return { from, to: new Date(to.getTime() + DAY_MS) };
}

/** The where clause of a member's filter. */
function whereOf(memberId: number, filter: RecordFilter): { sql: string; params: SqlValue[] } {
  const { from, to } = recordDayRange(filter.startDate, filter.endDate);
  return {
    sql: `member_id = $1 and created_at >= $2 and created_at < $3 and ${STATUS_CONDITION[filter.status]}`,
    params: [memberId, from, to],
  };
}

/** The member's tickets, newest first, one page; marked as sports rows of the bet records. */
export async function betRecordPage(
  db: Queryable,
  memberId: number,
  filter: RecordFilter,
  page: number,
  pageSize: number,
): Promise<{ list: (Ticket & { kind: 'sports' })[]; total: number }> {
  const where = whereOf(memberId, filter);
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from sports_tickets where ${where.sql}`,
    where.params,
  );
  const rows = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from sports_tickets where ${where.sql} order by created_at desc, ticket_id desc limit $4 offset $5`,
    [...where.params, pageSize, (page - 1) * pageSize],
  );
  const list = (await ticketViews(db, rows)).map((ticket) => ({ ...ticket, kind: 'sports' as const }));
  return { list, total: count?.total ?? 0 };
}

/**
 * Totals of the same filter: count of the tickets listed; stake of those that stood (rejected ones
 * were refunded); valid stake of settled tickets that were neither void nor a push; win/loss of the
 * settled ones (payout minus stake).
 */
export async function betRecordTotals(
  db: Queryable,
  memberId: number,
  filter: RecordFilter,
): Promise<{ count: number; stake: number; validStake: number; winLoss: number }> {
  const where = whereOf(memberId, filter);
  const [row] = await db.query<{ count: number; stake: number; valid: number; win_loss: number }>(
    `select count(*)::int as count,
            coalesce(sum(stake_fen) filter (where status <> 'rejected'), 0)::bigint as stake,
            coalesce(sum(stake_fen) filter (where status = 'settled' and result not in ('P', 'A') and result not like 'D%'), 0)::bigint as valid,
            coalesce(sum(payout_fen - stake_fen) filter (where status = 'settled'), 0)::bigint as win_loss
       from sports_tickets where ${where.sql}`,
    where.params,
  );
  return {
    count: row?.count ?? 0,
    stake: fenToYuan(row?.stake ?? 0),
    validStake: fenToYuan(row?.valid ?? 0),
    winLoss: fenToYuan(row?.win_loss ?? 0),
  };
}
