import type { Queryable } from '../database';
import { seedFundedMembers } from './seed-funded-members';

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
  await seedFundedMembers(
    tx,
    {
      members: WITHDRAW_MEMBERS,
      registerIp: '10.0.0.12',
      columns: (member) => ({ real_name: member.realName, phone: member.phone }),
      openingFen: OPENING_FEN,
      remark: '提款演示账户开户余额',
    },
    now,
  );
}
