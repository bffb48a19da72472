import type { Queryable } from '../database';
import { seedFundedMembers } from './seed-funded-members';

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
  await seedFundedMembers(
    tx,
    {
      members: PROFILE_MEMBERS,
      registerIp: '10.0.0.14',
      // No avatar either: the profile page shows its placeholder until one is chosen.
      columns: (member) => ({ phone: member.phone, avatar_id: null }),
      openingFen: OPENING_FEN,
      remark: '资料演示账户开户余额',
    },
    now,
  );
}
