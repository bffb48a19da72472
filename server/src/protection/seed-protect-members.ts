import type { Queryable } from '../db/database';
import { seedFundedMembers } from '../db/seed/seed-funded-members';

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
  await seedFundedMembers(
    tx,
    {
      members: PROTECT_MEMBERS,
      registerIp: '10.0.0.18',
      columns: () => ({ real_name: '安小心' }),
      openingFen: OPENING_FEN,
      remark: '保护演示账户开户余额',
    },
    now,
  );
}
