import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';

/**
 * Members of the profile checks, apart from the demo accounts: profile01 has nothing bound (the e2e
 * completes its profile and binds a phone), profile02 has a phone (the e2e changes its password,
 * which ends its other sessions), profile03 has nothing bound (the e2e meets the bound-phone guard on
 * the way to a bank card), profile04 has a phone (the e2e reveals it and resets the password with a
 * code to it). 1,000.00 each in the centre wallet.
 */
export const PROFILE_MEMBERS = [
  { username: 'profile01', password: 'profile1234', phone: '' },
  { username: 'profile02', password: 'profile1234', phone: '13622220002' },
  { username: 'profile03', password: 'profile1234', phone: '' },
  { username: 'profile04', password: 'profile1234', phone: '13622220004' },
] as const;

const OPENING_FEN = 1_000_00;

export async function seedProfileMembers(tx: Queryable, now: Date): Promise<void> {
  const hash = await hashPassword(md5Hex(PROFILE_MEMBERS[0].password));
  for (const member of PROFILE_MEMBERS) {
    // No avatar either: the profile page shows its placeholder until one is chosen.
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, phone, avatar_id, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, $3, null, '1', '10.0.0.14', $4, false)
       returning id`,
      [member.username, hash, member.phone, now],
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
        remark: '资料演示账户开户余额',
      },
      now,
    );
  }
}
