import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';

/**
 * Members of the promotions checks (e2e), each with only what its flow needs:
 * promo01 has never deposited, with a bound phone, real name, bank card and withdraw password 135790
 * (first-deposit bonus, then a withdrawal held back by the bonus's turnover); promo02 signs in;
 * promo03 deposited 300.00 (three draws of the lucky wheel); promo04 invites friends; promo05
 * deposited 1,000.00 and plays to climb to VIP1.
 */
export const PROMO_MEMBERS = [
  { username: 'promo01', phone: '13633330001', realName: '王小明', bankCard: true, depositFen: 0 },
  { username: 'promo02', phone: '', realName: '', bankCard: false, depositFen: 0 },
  { username: 'promo03', phone: '', realName: '', bankCard: false, depositFen: 300_00 },
  { username: 'promo04', phone: '', realName: '', bankCard: false, depositFen: 0 },
  { username: 'promo05', phone: '', realName: '', bankCard: false, depositFen: 1_000_00 },
] as const;

export const PROMO_PASSWORD = 'promo1234';
const WITHDRAW_PASSWORD = '135790';

export async function seedPromoMembers(tx: Queryable, now: Date): Promise<void> {
  const [hash, second] = await Promise.all([
    hashPassword(md5Hex(PROMO_PASSWORD)),
    hashPassword(md5Hex(WITHDRAW_PASSWORD)),
  ]);
  for (const member of PROMO_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, second_password_hash, phone, real_name, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, $3, $4, $5, '1', '10.0.0.31', $6, false) returning id`,
      [member.username, hash, member.bankCard ? second : null, member.phone, member.realName, now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`seeding ${member.username} returned no id`);
    await tx.query(
      'insert into wallets (member_id, balance_fen, updated_at) values ($1, 0, $2) on conflict do nothing',
      [id, now],
    );
    if (member.bankCard) {
      await tx.query(
        `insert into bank_cards (member_id, bank_name, card_last4, holder_name, created_at) values ($1, '中国工商银行', '6688', $2, $3)`,
        [id, member.realName, now],
      );
    }
    // A deposit an hour ago, as the cashier would have booked it: inside every running activity's window.
    if (member.depositFen > 0) {
      const at = new Date(now.getTime() - 60 * 60 * 1000);
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
        at,
      );
    }
  }
}
