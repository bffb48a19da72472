import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';

export interface PayoutOwner {
  memberId: number;
  realName: string;
  phone: string;
  /** The withdraw password (members.second_password_hash), null while none is set. */
  withdrawPasswordHash: string | null;
}

export async function loadPayoutOwner(db: Queryable, memberId: number): Promise<PayoutOwner> {
  const rows = await db.query<{ realName: string; phone: string; hash: string | null }>(
    `select real_name as "realName", phone, second_password_hash as hash from members where id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
  return { memberId, realName: row.realName.trim(), phone: row.phone, withdrawPasswordHash: row.hash };
}

/** SPEC §6: payout accounts need a bound phone (6015) and a real name (6449), which is the holder of each. */
export function requireVerifiedOwner(owner: PayoutOwner): PayoutOwner {
  if (owner.phone === '') throw new DomainError(ResponseCode.UNBOUND_PHONE);
  if (owner.realName === '') throw new DomainError(ResponseCode.BIND_REAL_NAME);
  return owner;
}
