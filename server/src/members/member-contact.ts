import type { Queryable } from '../db/database';

/** What the login risk check, code sending and recovery need to know about a member. */
export interface MemberContact {
  id: number;
  username: string;
  /** '' when none is bound. */
  phone: string;
  email: string;
  status: 'active' | 'frozen';
  loginProtection: boolean;
  lastLoginAt: Date | null;
  lastLoginIp: string | null;
}

/** Matched case-insensitively, like every name lookup. */
export async function findMemberByName(db: Queryable, name: string): Promise<MemberContact | null> {
  const rows = await db.query<MemberContact>(
    `select id, username, phone, email, status, login_protection as "loginProtection",
            last_login_at as "lastLoginAt", last_login_ip as "lastLoginIp"
       from members where lower(username) = lower($1)`,
    [name.trim()],
  );
  return rows[0] ?? null;
}
