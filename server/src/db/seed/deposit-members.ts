import type { Queryable } from '../database';
import { seedFundedMembers } from './seed-funded-members';

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
  await seedFundedMembers(
    tx,
    {
      members: DEPOSIT_MEMBERS,
      registerIp: '10.0.0.12',
      columns: () => ({ real_name: '钱多多' }),
      openingFen: OPENING_FEN,
      remark: '存款演示账户开户余额',
    },
    now,
  );
}
