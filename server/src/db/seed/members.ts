import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import type { Queryable } from '../database';

/** Demo logins, documented for e2e and manual testing (passwords are what a player types). */
export const DEMO_MEMBER = { username: 'demo888', password: 'demo1234', withdrawPassword: '135790' } as const;
export const PLAIN_MEMBER = { username: 'test001', password: 'test1234' } as const;

export interface SeededMembers {
  demo: number;
  plain: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedMembers(tx: Queryable, now: Date): Promise<SeededMembers> {
  // Stored exactly as a real registration stores them: scrypt over the browser's MD5 digest.
  const [demoHash, demoSecond, plainHash] = await Promise.all([
    hashPassword(md5Hex(DEMO_MEMBER.password)),
    hashPassword(md5Hex(DEMO_MEMBER.withdrawPassword)),
    hashPassword(md5Hex(PLAIN_MEMBER.password)),
  ]);

  const demo = await tx.query<{ id: number }>(
    `insert into members (username, password_hash, second_password_hash, real_name, phone, email, gender, birthday,
                          avatar_id, vip_grade, register_site_id, register_ip, created_at)
     values ($1, $2, $3, '张三', '13812345678', '', 1, '1990-05-18', 3, 2, '1', '113.88.64.21', $4)
     returning id`,
    [DEMO_MEMBER.username, demoHash, demoSecond, new Date(now.getTime() - 420 * DAY_MS)],
  );
  const plain = await tx.query<{ id: number }>(
    `insert into members (username, password_hash, register_site_id, register_ip, created_at)
     values ($1, $2, '1', '183.14.29.7', $3)
     returning id`,
    [PLAIN_MEMBER.username, plainHash, new Date(now.getTime() - 3 * DAY_MS)],
  );
  const demoId = demo[0]?.id;
  const plainId = plain[0]?.id;
  if (demoId === undefined || plainId === undefined) throw new Error('seeding members returned no ids');

  await tx.query(
    `insert into bank_cards (member_id, bank_name, card_last4, holder_name, created_at) values ($1, '中国工商银行', '6688', '张三', $2)`,
    [demoId, new Date(now.getTime() - 400 * DAY_MS)],
  );
  return { demo: demoId, plain: plainId };
}
