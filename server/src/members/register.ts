import type { Queryable } from '../db/database';
import { hashPassword } from './password';

export interface Registration {
  name: string;
  /** The MD5 digest, as the browser sends it. */
  passwordDigest: string;
  siteId: string;
  siteName: string;
  ip: string;
  domain: string;
  inviteCode: string;
  referralCode: string;
}

/**
 * Creates the member, an empty centre wallet and a welcome letter; returns the new id, or null when
 * the name is taken (in any letter case). Run it in a transaction so a failure leaves no half account.
 * The member starts without a withdraw password: it is set only on its own page.
 */
export async function registerMember(tx: Queryable, registration: Registration, now: Date): Promise<number | null> {
  const passwordHash = await hashPassword(registration.passwordDigest);
  // Conflict on the case-insensitive unique index instead of a prior lookup: two registrations of
  // one name at the same moment cannot both pass.
  const inserted = await tx.query<{ id: number }>(
    `insert into members (username, password_hash, register_site_id, register_ip,
                          register_domain, invite_code, referral_code, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict ((lower(username))) do nothing
     returning id`,
    [
      registration.name,
      passwordHash,
      registration.siteId,
      registration.ip,
      registration.domain,
      registration.inviteCode,
      registration.referralCode,
      now,
    ],
  );
  const id = inserted[0]?.id;
  if (id === undefined) return null;
  await tx.query('insert into wallets (member_id, balance_fen, updated_at) values ($1, 0, $2)', [id, now]);
  await tx.query(
    `insert into letters (member_id, category, title, content, created_at) values ($1, 'notice', $2, $3, $4)`,
    [
      id,
      `欢迎加入${registration.siteName}`,
      `尊敬的会员${registration.name}，欢迎加入${registration.siteName}！完善手机号与真实姓名即可领取新手任务礼包，祝您游戏愉快。`,
      now,
    ],
  );
  return id;
}
