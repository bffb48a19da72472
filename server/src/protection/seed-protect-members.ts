import { md5Hex } from 'shared/crypto';
import type { Queryable } from '../db/database';
import { hashPassword } from '../members/password';
import { applyBalanceChange } from '../wallet/ledger';

/**
 * Members of the player-protection checks (e2e protection specs), 1,000.00 each and no limit set:
 * each test sets its own limits or breaks on its own member, since a self-exclusion never ends.
 */
export const PROTECT_MEMBERS = [
  { username: 'protect01', password: 'protect1234' },
  { username: 'protect02', password: 'protect1234' },
  { username: 'protect03', password: 'protect1234' },
  { username: 'protect04', password: 'protect1234' },
] as const;

const OPENING_FEN = 1_000_00;

export async function seedProtectMembers(tx: Queryable, now: Date): Promise<void> {
  const hash = await hashPassword(md5Hex(PROTECT_MEMBERS[0].password));
  for (const member of PROTECT_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, real_name, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '安小心', '1', '10.0.0.18', $3, false)
       returning id`,
      [member.username, hash, now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`seeding ${member.username} returned no id`);
    await applyBalanceChange(
      tx,
      {
        memberId: id,
        venueId: null,
        kind: 'opening',
        amountFen: OPENING_FEN,
        requestId: null,
        remark: '保护演示账户开户余额',
      },
      now,
    );
  }
}
