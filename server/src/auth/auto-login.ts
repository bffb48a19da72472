import type { Queryable } from '../db/database';

/** How long after registering the automatic login (kaptchcate 99) is honoured. */
export const AUTO_LOGIN_WINDOW_MS = 5 * 60 * 1000;

/**
 * Registration passed a captcha, so the client's login right after it (SPEC §4 register flow, step 3)
 * may skip one: this grant allows exactly one such login, from the browser that registered.
 */
export async function grantAutoLogin(tx: Queryable, memberId: number, visitorId: string, now: Date): Promise<void> {
  await tx.query(
    `insert into auto_login_grants (member_id, visitor_id, expires_at) values ($1, $2, $3)
     on conflict (member_id) do update set visitor_id = excluded.visitor_id, expires_at = excluded.expires_at, used_at = null`,
    [memberId, visitorId, new Date(now.getTime() + AUTO_LOGIN_WINDOW_MS)],
  );
}

/** Uses the grant up; false when there is none, it expired, was used, or another browser asks. */
export async function redeemAutoLogin(db: Queryable, memberId: number, visitorId: string, now: Date): Promise<boolean> {
  if (visitorId === '') return false;
  const rows = await db.query<{ memberId: number }>(
    `update auto_login_grants set used_at = $3
      where member_id = $1 and visitor_id = $2 and used_at is null and expires_at > $3
     returning member_id as "memberId"`,
    [memberId, visitorId, now],
  );
  return rows.length > 0;
}
