import type { Queryable } from '../database';
import { seedFundedMembers } from './seed-funded-members';

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
  await seedFundedMembers(
    tx,
    {
      members: TRANSFER_MEMBERS,
      registerIp: '10.0.0.12',
      columns: () => ({ real_name: '钱七' }),
      openingFen: OPENING_FEN,
      remark: '转账演示账户开户余额',
    },
    now,
  );
  // The venue already marked as under maintenance gets a published window (6415 names it).
  await tx.query(`update venues set maintenance_from = $1, maintenance_until = $2 where en_name = 'BGZR'`, [
    now,
    new Date(now.getTime() + 30 * DAY_MS),
  ]);
}
