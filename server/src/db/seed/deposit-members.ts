import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';

/**
 * Members for deposits (tests and e2e), 500.00 each and no deposit yet, so the first-deposit hint
 * shows: each suite deposits as its own member and reads its own balance.
 */
export const DEPOSIT_MEMBERS = [
  { username: 'deposit01', password: 'depo1234' },
  { username: 'deposit02', password: 'depo1234' },
  { username: 'deposit03', password: 'depo1234' },
  { username: 'deposit04', password: 'depo1234' },
] as const;

const OPENING_FEN = 500_00;

export async function seedDepositMembers(tx: Queryable, now: Date): Promise<void> {
  const hash = await hashPassword(md5Hex(DEPOSIT_MEMBERS[0].password));
  for (const member of DEPOSIT_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, real_name, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '钱多多', '1', '10.0.0.12', $3, false)
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
        remark: '存款演示账户开户余额',
      },
      now,
    );
  }
}
