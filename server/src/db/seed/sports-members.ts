import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';

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

async function seedBettors(
  tx: Queryable,
  bettors: readonly { username: string; password: string }[],
  now: Date,
): Promise<void> {
  const hash = await hashPassword(md5Hex(bettors[0]?.password ?? ''));
  for (const member of bettors) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, real_name, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '赵六', '1', '10.0.0.11', $3, false)
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
        remark: '体育演示账户开户余额',
      },
      now,
    );
  }
}
