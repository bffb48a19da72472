import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';

/**
 * Members of the payout-account and withdrawal checks: bound phone and real name (the bound-phone
 * guard lets them in), 10,000.00 each, no payout account and no withdraw password yet. Each e2e file
 * that withdraws logs in as its own member, so parallel runs never share a wallet.
 */
export const WITHDRAW_MEMBERS = [
  { username: 'withdraw01', password: 'draw1234', phone: '13600001001', realName: '王五' },
  { username: 'withdraw02', password: 'draw1234', phone: '13600001002', realName: '王五' },
  // The brand-rules spec's member: its phone was never proved by a code (phone_verified_at null).
  { username: 'phonerule01', password: 'draw1234', phone: '13600001003', realName: '王五' },
] as const;

const OPENING_FEN = 10_000_00;

export async function seedWithdrawMembers(tx: Queryable, now: Date): Promise<void> {
  const hash = await hashPassword(md5Hex(WITHDRAW_MEMBERS[0].password));
  for (const member of WITHDRAW_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, real_name, phone, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, $3, $4, '1', '10.0.0.12', $5, false)
       returning id`,
      [member.username, hash, member.realName, member.phone, now],
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
        remark: '提款演示账户开户余额',
      },
      now,
    );
  }
}
