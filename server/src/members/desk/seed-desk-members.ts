import { md5Hex } from 'shared/crypto';
import type { Queryable } from '../../db/database';
import { applyBalanceChange } from '../../wallet/ledger';
import { hashPassword } from '../password';

/**
 * The member of the console's members-desk checks (e2e console-members): its own account, since the
 * checks lock it and end its sessions. A phone and an e-mail to search by, and a few ledger rows.
 */
export const DESK_MEMBER = {
  username: 'desk01',
  password: 'desk12345',
  phone: '13955550101',
  email: 'desk01@example.com',
} as const;

export async function seedDeskMembers(tx: Queryable, now: Date): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    `insert into members (username, password_hash, real_name, phone, email, register_site_id, register_ip, created_at, login_protection)
     values ($1, $2, '李四', $3, $4, '1', '10.0.0.27', $5, false)
     returning id`,
    [DESK_MEMBER.username, await hashPassword(md5Hex(DESK_MEMBER.password)), DESK_MEMBER.phone, DESK_MEMBER.email, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`seeding ${DESK_MEMBER.username} returned no id`);
  const rows2 = [
    { kind: 'opening', amountFen: 800_00, remark: '会员台演示账户开户余额' },
    { kind: 'bonus', amountFen: 88_00, remark: '新人礼金' },
    { kind: 'adjust', amountFen: -38_00, remark: '演示扣款' },
  ] as const;
  for (const row of rows2) {
    await applyBalanceChange(
      tx,
      { memberId: id, venueId: null, kind: row.kind, amountFen: row.amountFen, requestId: null, remark: row.remark },
      now,
    );
  }
}
