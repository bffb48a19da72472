import type { Queryable } from '../database';
import { seedFundedMembers, type SeedMember } from './seed-funded-members';

/**
 * Bettors with 10,000.00 each, apart from demo888 whose balance other checks read: each e2e file
 * that places bets logs in as its own member, so parallel runs never share a wallet.
 */
export const SPORTS_MEMBERS = [
  { username: 'sports01', password: 'sport1234' },
  { username: 'sports02', password: 'sport1234' },
  { username: 'sports03', password: 'sport1234' },
  { username: 'sports04', password: 'sport1234' },
] as const;

const OPENING_FEN = 10_000_00;

/** Bettors of the cash-out, quick-stake and odds-change-policy checks, funded the same way. */
export const CASH_OUT_MEMBERS = [
  { username: 'cashout01', password: 'sport1234' },
  { username: 'cashout02', password: 'sport1234' },
  { username: 'stakes01', password: 'sport1234' },
  { username: 'policy01', password: 'sport1234' },
] as const;

export async function seedCashOutMembers(tx: Queryable, now: Date): Promise<void> {
  await seedBettors(tx, CASH_OUT_MEMBERS, now);
}

export async function seedSportsMembers(tx: Queryable, now: Date): Promise<void> {
  await seedBettors(tx, SPORTS_MEMBERS, now);
}

async function seedBettors(tx: Queryable, bettors: readonly SeedMember[], now: Date): Promise<void> {
  await seedFundedMembers(
    tx,
    {
      members: bettors,
      registerIp: '10.0.0.11',
      columns: () => ({ real_name: '赵六' }),
      openingFen: OPENING_FEN,
      remark: '体育演示账户开户余额',
    },
    now,
  );
}
