import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';

/** The member an adjustment names: digits are an id, anything else the exact name. 6004 when none. */
export async function findAdjustMember(
  db: Queryable,
  ref: string,
): Promise<{ memberId: number; memberName: string; balanceFen: number }> {
  const text = ref.trim();
  const byId = /^\d{1,9}$/.test(text);
  const rows = await db.query<{ memberId: number; memberName: string; balanceFen: number }>(
    `select m.id as "memberId", m.username as "memberName", coalesce(w.balance_fen, 0)::int as "balanceFen"
       from members m left join wallets w on w.member_id = m.id
      where ${byId ? 'm.id = $1::int' : 'lower(m.username) = lower($1)'}`,
    [text],
  );
  const member = rows[0];
  if (member === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '会员不存在，请检查账号或ID');
  return member;
}
