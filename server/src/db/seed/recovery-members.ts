import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import type { Queryable } from '../database';

/**
 * Members whose passwords the recovery flows may change: a reset ends every session of the member,
 * so these two stand apart from the demo accounts that other sessions (and tests) use.
 */
export const RECOVERY_MEMBERS = [
  { username: 'findpw01', password: 'find1234', phone: '13600001111', email: 'findpw01@example.com' },
  { username: 'findpw02', password: 'find5678', phone: '13600002222', email: 'findpw02@example.com' },
] as const;

export async function seedRecoveryMembers(tx: Queryable, now: Date): Promise<void> {
  for (const member of RECOVERY_MEMBERS) {
    const hash = await hashPassword(md5Hex(member.password));
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, real_name, phone, email, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '王五', $3, $4, '1', '10.0.0.10', $5, false)
       returning id`,
      [member.username, hash, member.phone, member.email, now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`seeding ${member.username} returned no id`);
    await tx.query('insert into wallets (member_id, balance_fen, updated_at) values ($1, 0, $2)', [id, now]);
  }
}
