import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';

/**
 * Members of the venue-transfer checks (e2e wallet-transfers, the ledger benchmark), 10,000.00 each
 * in the centre wallet, so no other suite's balance moves under them.
 */
export const TRANSFER_MEMBERS = [
  { username: 'transfer01', password: 'trans1234' },
  { username: 'transfer02', password: 'trans1234' },
  { username: 'transfer03', password: 'trans1234' },
] as const;

const OPENING_FEN = 10_000_00;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedTransferMembers(tx: Queryable, now: Date): Promise<void> {
  const hash = await hashPassword(md5Hex(TRANSFER_MEMBERS[0].password));
  for (const member of TRANSFER_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, real_name, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '钱七', '1', '10.0.0.12', $3, false)
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
        remark: '转账演示账户开户余额',
      },
      now,
    );
  }
  // The venue already marked as under maintenance gets a published window (6415 names it).
  await tx.query(`update venues set maintenance_from = $1, maintenance_until = $2 where en_name = 'BGZR'`, [
    now,
    new Date(now.getTime() + 30 * DAY_MS),
  ]);
}
