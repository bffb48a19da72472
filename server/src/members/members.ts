import type { Queryable } from '../db/database';

export interface LoginCandidate {
  id: number;
  username: string;
  passwordHash: string;
  status: 'active' | 'frozen';
}

/** Names are matched case-insensitively, like the unique index that guards them. */
export async function findLoginCandidate(db: Queryable, name: string): Promise<LoginCandidate | null> {
  const rows = await db.query<LoginCandidate>(
    `select id, username, password_hash as "passwordHash", status from members where lower(username) = lower($1)`,
    [name],
  );
  return rows[0] ?? null;
}

export async function recordLogin(db: Queryable, memberId: number, ip: string, now: Date): Promise<void> {
  await db.query('update members set last_login_at = $2, last_login_ip = $3 where id = $1', [memberId, now, ip]);
}

export interface MemberProfile {
  id: number;
  username: string;
  realName: string;
  phone: string;
  email: string;
  gender: 0 | 1 | 2;
  /** 'YYYY-MM-DD' or '' */
  birthday: string;
  /** A drawn avatar (static art), null when none was chosen. */
  avatarId: number | null;
  /** An uploaded avatar (uploads.id), which wins over avatarId while set. */
  avatarUploadId: string | null;
  vipGrade: number;
  hasSecondPassword: boolean;
  hasBankCard: boolean;
  registeredAt: Date;
}

export async function loadProfile(db: Queryable, memberId: number): Promise<MemberProfile | null> {
  const rows = await db.query<MemberProfile>(
    `select m.id, m.username, m.real_name as "realName", m.phone, m.email, m.gender,
            coalesce(to_char(m.birthday, 'YYYY-MM-DD'), '') as birthday,
            m.avatar_id as "avatarId", m.avatar_upload_id as "avatarUploadId", m.vip_grade as "vipGrade",
            m.second_password_hash is not null as "hasSecondPassword",
            exists (select 1 from bank_cards c where c.member_id = m.id and c.deleted_at is null) as "hasBankCard",
            m.created_at as "registeredAt"
       from members m where m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}
