import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { beijingAt } from '../../time/beijing';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';
import { seedPlayedRounds, type PlayedRounds } from './played-rounds';

/**
 * Members of the VIP checks (e2e), each with the play history its flow needs, recorded as real rounds
 * (at CQ9DZ and AGBY, venues no other seeded member plays): vip01 deposited 1,000.00 and has 4,950.00
 * of turnover, one ¥50 spin short of VIP1 (deposit 1,000, turnover 5,000), with the deposit left in
 * the centre wallet to make it; rebate01 played yesterday (1,000.00 of slots at CQ9DZ and 500.00 of
 * fishing at AGBY), so its welfare list offers yesterday's rebate.
 */
export const VIP_MEMBERS = [
  { username: 'vip01', password: 'vip01234', openingFen: 5_000_00, depositFen: 1_000_00 },
  { username: 'rebate01', password: 'rebate1234', openingFen: 5_000_00, depositFen: 0 },
] as const;

function historyOf(username: (typeof VIP_MEMBERS)[number]['username'], now: Date): PlayedRounds[] {
  switch (username) {
    case 'vip01':
      // An hour ago, like the promotions members' deposits: inside every running activity's window.
      return [
        {
          venue: 'CQ9DZ',
          transferFen: 5_000_00,
          stakeFen: 50_00,
          count: 99,
          at: new Date(now.getTime() - 60 * 60 * 1000),
        },
      ];
    case 'rebate01':
      return [
        { venue: 'CQ9DZ', transferFen: 1_000_00, stakeFen: 50_00, count: 20, at: beijingAt(now, -1, 15) },
        { venue: 'AGBY', transferFen: 500_00, stakeFen: 50_00, count: 10, at: beijingAt(now, -1, 16) },
      ];
  }
}

export async function seedVipMembers(tx: Queryable, now: Date): Promise<void> {
  for (const member of VIP_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '1', '10.0.0.32', $3, false) returning id`,
      [member.username, await hashPassword(md5Hex(member.password)), now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`seeding ${member.username} returned no id`);
    const before = beijingAt(now, -2, 10);
    await applyBalanceChange(
      tx,
      {
        memberId: id,
        venueId: null,
        kind: 'opening',
        amountFen: member.openingFen,
        requestId: null,
        remark: 'VIP演示账户开户余额',
      },
      before,
    );
    if (member.depositFen > 0) {
      await applyBalanceChange(
        tx,
        {
          memberId: id,
          venueId: null,
          kind: 'deposit',
          amountFen: member.depositFen,
          requestId: null,
          remark: '演示账户存款',
        },
        before,
      );
    }
    for (const played of historyOf(member.username, now)) await seedPlayedRounds(tx, id, played);
  }
}
