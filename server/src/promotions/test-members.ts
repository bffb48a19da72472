import { md5Hex } from 'shared/crypto';
import type { Database } from '../db/database';
import { hashPassword } from '../members/password';
import { applyBalanceChange } from '../wallet/ledger';

export const TEST_PASSWORD = 'promo1234';
export const TEST_WITHDRAW_PASSWORD = '135790';

export interface TestMemberOptions {
  phone?: string;
  realName?: string;
  /** The code the member registered with (an inviter's own code). */
  inviteCode?: string;
  /** Opening money in fen. */
  openingFen?: number;
  withBankCard?: boolean;
}

/**
 * A member of the promotions tests, made directly in the test database (registration has its own
 * tests): its own name, so each test reads only its own money and rewards.
 */
export async function createTestMember(
  db: Database,
  username: string,
  options: TestMemberOptions,
  now: Date,
): Promise<number> {
  const [hash, second] = await Promise.all([
    hashPassword(md5Hex(TEST_PASSWORD)),
    hashPassword(md5Hex(TEST_WITHDRAW_PASSWORD)),
  ]);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, second_password_hash, phone, real_name, invite_code, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, $3, $4, $5, $6, '1', '10.0.0.30', $7, false) returning id`,
      [username, hash, second, options.phone ?? '', options.realName ?? '', options.inviteCode ?? '', now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`creating ${username} returned no id`);
    await tx.query('insert into wallets (member_id, balance_fen, updated_at) values ($1, 0, $2)', [id, now]);
    if (options.openingFen !== undefined && options.openingFen > 0) {
      await applyBalanceChange(
        tx,
        {
          memberId: id,
          venueId: null,
          kind: 'opening',
          amountFen: options.openingFen,
          requestId: null,
          remark: '测试开户余额',
        },
        now,
      );
    }
    if (options.withBankCard === true) {
      await tx.query(
        `insert into bank_cards (member_id, bank_name, card_last4, holder_name, created_at) values ($1, '中国工商银行', '8866', $2, $3)`,
        [id, options.realName ?? '', now],
      );
    }
    return id;
  });
}

/** A stake placed from the centre wallet: what the ledger counts as valid turnover. */
export async function placeTestBet(db: Database, memberId: number, fen: number, now: Date): Promise<void> {
  await db.transaction((tx) =>
    applyBalanceChange(
      tx,
      { memberId, venueId: null, kind: 'bet', amountFen: -fen, requestId: null, remark: '测试投注' },
      now,
    ),
  );
}
