import { ResponseCode, type DealType } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import type { LedgerKind } from '../../wallet/ledger';
import { beijingDayStart } from '../../time/beijing';

/** Which ledger kinds each deal-record type shows. */
export const KINDS_OF: Readonly<Record<Exclude<DealType, 'all'>, readonly LedgerKind[]>> = {
  deposit: ['deposit'],
  withdraw: ['withdraw', 'withdraw_refund'],
  transfer: ['transfer_in', 'transfer_out'],
  bet: ['bet', 'bet_refund'],
  payout: ['payout'],
  bonus: ['bonus', 'rebate'],
  other: ['opening', 'adjust'],
};

export function typeOfKind(kind: string): Exclude<DealType, 'all'> {
  for (const [type, kinds] of Object.entries(KINDS_OF) as [Exclude<DealType, 'all'>, readonly string[]][]) {
    if (kinds.includes(kind)) return type;
  }
  return 'other';
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_RANGE_DAYS = 90;

/** [from, to) of a Beijing-day range, both days included; a reversed, invalid or too long range answers 6007. */
export function dayRange(beginTime: string, endTime: string): { from: Date; to: Date } {
  const from = beijingDayStart(beginTime);
  const to = new Date(beijingDayStart(endTime).getTime() + DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    throw new DomainError(ResponseCode.INVALID_PARAMETER, '查询日期不正确');
  if (to <= from) throw new DomainError(ResponseCode.INVALID_PARAMETER, '开始日期不能晚于结束日期');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw new DomainError(ResponseCode.INVALID_PARAMETER, `查询范围最长${MAX_RANGE_DAYS}天`);
  return { from, to };
}

export interface DealQuery {
  memberId: number;
  type: DealType;
  beginTime: string;
  endTime: string;
  pageNum: number;
  pageSize: number;
}

export interface DealRow {
  id: number;
  kind: string;
  amountFen: number;
  balanceAfterFen: number;
  channelCode: string | null;
  venueName: string | null;
  remark: string;
  createdAt: Date;
}

export interface DealPage {
  rows: DealRow[];
  total: number;
  incomeFen: number;
  expenseFen: number;
}

/** The member's ledger rows in the range, newest first, with the totals of the whole filtered range. */
export async function queryDeals(db: Queryable, query: DealQuery): Promise<DealPage> {
  const { from, to } = dayRange(query.beginTime, query.endTime);
  const kinds = query.type === 'all' ? Object.values(KINDS_OF).flat() : KINDS_OF[query.type];
  // CNY rows only: USDT wallet rows (hundredths of a USDT) never mix into CNY records or totals; the CNY
  // row of a conversion names the USDT side in its remark.
  const where = `l.member_id = $1 and l.currency = 'CNY' and l.created_at >= $2 and l.created_at < $3 and l.kind = any(string_to_array($4, ','))`;
  const params = [query.memberId, from, to, kinds.join(',')];
  const sums = await db.query<{ total: number; income: number; expense: number }>(
    `select count(*)::int as total,
            coalesce(sum(case when l.amount_fen > 0 then l.amount_fen else 0 end), 0)::bigint as income,
            coalesce(sum(case when l.amount_fen < 0 then -l.amount_fen else 0 end), 0)::bigint as expense
       from ledger l where ${where}`,
    params,
  );
  const rows = await db.query<DealRow>(
    `select l.id::int as id, l.kind, l.amount_fen as "amountFen", l.balance_after_fen as "balanceAfterFen",
            v.en_name as "channelCode", v.name as "venueName", l.remark, l.created_at as "createdAt"
       from ledger l left join venues v on v.id = l.venue_id
      where ${where}
      order by l.created_at desc, l.id desc
      limit $5 offset $6`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  const sum = sums[0];
  return { rows, total: sum?.total ?? 0, incomeFen: Number(sum?.income ?? 0), expenseFen: Number(sum?.expense ?? 0) };
}
