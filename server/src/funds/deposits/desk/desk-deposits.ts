import type { DeskDeposit, DeskDepositFilter } from 'shared/contract/console';
import { ResponseCode, type DepositOrderStatus } from 'shared/contract';
import type { Queryable, SqlValue } from '../../../db/database';
import { DomainError } from '../../../domain/domain-error';
import { fenToYuan } from '../../../wallet/money';
import { findChannel } from '../channels';
import { normaliseReference } from '../orders';

export interface DeskDepositRow {
  orderNo: string;
  memberId: number;
  memberName: string;
  status: DepositOrderStatus;
  amountFen: number;
  channelId: string;
  reference: string;
  depositorName: string;
  createdAt: Date;
  expiresAt: Date;
  finishedAt: Date | null;
  decidedBy: number | null;
  deciderName: string | null;
  decisionNote: string;
}

const COLUMNS = `d.order_no as "orderNo", d.member_id as "memberId", m.username as "memberName", d.status, d.amount_fen::text as "amountFen",
  d.channel_id as "channelId", d.reference, d.depositor_name as "depositorName", d.created_at as "createdAt", d.expires_at as "expiresAt",
  d.finished_at as "finishedAt", d.decided_by as "decidedBy", o.name as "deciderName", d.decision_note as "decisionNote"`;

const FROM = `deposit_orders d join members m on m.id = d.member_id left join operators o on o.id = d.decided_by`;

/** Drivers differ in how they hand back bigints and timestamps. */
function normalise(row: DeskDepositRow): DeskDepositRow {
  return {
    ...row,
    amountFen: Number(row.amountFen),
    createdAt: new Date(row.createdAt),
    expiresAt: new Date(row.expiresAt),
    finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt),
  };
}

/** The where clause of a filter; blank text filters mean no filter. */
function whereOf(filter: DeskDepositFilter): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  const terms: string[] = [];
  const add = (term: (n: string) => string, value: SqlValue): void => {
    params.push(value);
    terms.push(term(`$${params.length}`));
  };
  const text = (value: string | undefined): string | null =>
    value === undefined || value.trim() === '' ? null : value.trim();
  if (filter.state === 'open') terms.push(`d.status in ('created', 'waiting')`);
  else add((n) => `d.status = ${n}`, filter.state);
  const channel = text(filter.channelId);
  if (channel !== null) add((n) => `d.channel_id = ${n}`, channel);
  const member = text(filter.member);
  if (member !== null) {
    // A number is a member id or a name made of digits.
    add(
      (n) =>
        /^\d{1,9}$/.test(member)
          ? `(d.member_id::text = ${n} or lower(m.username) = lower(${n}))`
          : `lower(m.username) = lower(${n})`,
      member,
    );
  }
  const orderNo = text(filter.orderNo);
  if (orderNo !== null) add((n) => `d.order_no = ${n}`, orderNo);
  const reference = text(filter.reference);
  if (reference !== null) add((n) => `d.reference = ${n}`, normaliseReference(reference));
  const from = text(filter.from);
  if (from !== null) add((n) => `d.created_at >= ${n}::timestamptz`, from);
  const to = text(filter.to);
  if (to !== null) add((n) => `d.created_at < ${n}::timestamptz`, to);
  return { sql: terms.length === 0 ? '' : `where ${terms.join(' and ')}`, params };
}

/** A time filter that is not an instant is bad input, not a server failure. */
function assertInstants(filter: DeskDepositFilter): void {
  for (const value of [filter.from, filter.to]) {
    if (value !== undefined && value.trim() !== '' && Number.isNaN(Date.parse(value))) {
      throw new DomainError(ResponseCode.INVALID_PARAMETER, '时间格式不正确');
    }
  }
}

/** Newest first, with the filtered set's count and amount. */
export async function deskDepositPage(
  db: Queryable,
  filter: DeskDepositFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: DeskDepositRow[]; total: number; totalFen: number }> {
  assertInstants(filter);
  const { sql, params } = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db.query<DeskDepositRow>(
      `select ${COLUMNS} from ${FROM} ${sql} order by d.created_at desc, d.order_no desc limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`,
      params,
    ),
    db.query<{ total: number; sum: string }>(
      `select count(*)::int as total, coalesce(sum(d.amount_fen), 0)::text as sum from ${FROM} ${sql}`,
      params,
    ),
  ]);
  return { rows: rows.map(normalise), total: totals[0]?.total ?? 0, totalFen: Number(totals[0]?.sum ?? 0) };
}

/** One order as the desk reads it; `forUpdate` locks it for the caller's transaction. 6004 when unknown. */
export async function findDeskDeposit(db: Queryable, orderNo: string, forUpdate = false): Promise<DeskDepositRow> {
  const rows = await db.query<DeskDepositRow>(
    `select ${COLUMNS} from ${FROM} where d.order_no = $1${forUpdate ? ' for update of d' : ''}`,
    [orderNo],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '存款订单不存在');
  return normalise(row);
}

export function deskDepositView(row: DeskDepositRow): DeskDeposit {
  const channel = findChannel(row.channelId);
  return {
    orderNo: row.orderNo,
    memberId: row.memberId,
    memberName: row.memberName,
    status: row.status,
    amount: fenToYuan(row.amountFen),
    channelId: row.channelId,
    channelName: channel?.name ?? row.channelId,
    waitKind: channel?.waitKind ?? 'recharge',
    reference: row.reference,
    depositorName: row.depositorName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    finishedAt: row.finishedAt === null ? null : row.finishedAt.toISOString(),
    decidedBy:
      row.decidedBy === null || row.finishedAt === null
        ? null
        : { operatorId: row.decidedBy, operatorName: row.deciderName ?? '', at: row.finishedAt.toISOString() },
    decisionNote: row.decisionNote,
  };
}
