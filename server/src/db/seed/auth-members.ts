import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import type { Queryable } from '../database';
import { DEMO_MEMBER, PLAIN_MEMBER } from './members';

/** A member with login protection whose known browser is 'seed-device' at 10.0.0.8 (SPEC §8 risk answers). */
export const PROTECTED_MEMBER = {
  username: 'safe001',
  password: 'safe1234',
  phone: '13987654321',
  email: 'safe001@example.com',
  deviceId: 'seed-device',
  deviceIp: '10.0.0.8',
} as const;
/** Protected, last logged in 200 days ago: any login answers 6028 until a code confirms it. */
export const SLEEPY_MEMBER = { username: 'sleepy01', password: 'sleepy123', phone: '13711112222' } as const;
export const DEMO_EMAIL = 'demo888@example.com';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Authentication demo data: demo888 and test001 without login protection, so the demo works from any
 * browser; demo888 gets an e-mail for the e-mail recovery; safe001 and sleepy01 show the risk checks.
 */
export async function seedAuthMembers(tx: Queryable, now: Date): Promise<void> {
  await tx.query(`update members set login_protection = false, email = $2 where username = $1`, [
    DEMO_MEMBER.username,
    DEMO_EMAIL,
  ]);
  await tx.query(`update members set login_protection = false where username = $1`, [PLAIN_MEMBER.username]);

  const [safeHash, sleepyHash] = await Promise.all([
    hashPassword(md5Hex(PROTECTED_MEMBER.password)),
    hashPassword(md5Hex(SLEEPY_MEMBER.password)),
  ]);
  const safeLogin = new Date(now.getTime() - 30 * DAY_MS);
  const safe = await tx.query<{ id: number }>(
    `insert into members (username, password_hash, real_name, phone, email, register_site_id, register_ip, created_at,
                          last_login_at, last_login_ip, login_protection)
     values ($1, $2, '李四', $3, $4, '1', $5, $6, $7, $5, true)
     returning id`,
    [
      PROTECTED_MEMBER.username,
      safeHash,
      PROTECTED_MEMBER.phone,
      PROTECTED_MEMBER.email,
      PROTECTED_MEMBER.deviceIp,
      new Date(now.getTime() - 365 * DAY_MS),
      safeLogin,
    ],
  );
  const sleepy = await tx.query<{ id: number }>(
    `insert into members (username, password_hash, phone, register_site_id, register_ip, created_at, last_login_at, last_login_ip, login_protection)
     values ($1, $2, $3, '1', '10.0.0.9', $4, $5, '10.0.0.9', true)
     returning id`,
    [
      SLEEPY_MEMBER.username,
      sleepyHash,
      SLEEPY_MEMBER.phone,
      new Date(now.getTime() - 500 * DAY_MS),
      new Date(now.getTime() - 200 * DAY_MS),
    ],
  );
  const safeId = safe[0]?.id;
  const sleepyId = sleepy[0]?.id;
  if (safeId === undefined || sleepyId === undefined) throw new Error('seeding protected members returned no ids');

  await tx.query(
    `insert into member_devices (member_id, visitor_id, last_ip, first_seen_at, last_seen_at) values ($1, $2, $3, $4, $5)`,
    [safeId, PROTECTED_MEMBER.deviceId, PROTECTED_MEMBER.deviceIp, new Date(now.getTime() - 300 * DAY_MS), safeLogin],
  );
  // Every member has a centre wallet from registration on; getBalance relies on it.
  for (const id of [safeId, sleepyId]) {
    await tx.query('insert into wallets (member_id, balance_fen, updated_at) values ($1, 0, $2)', [id, now]);
  }
}
