import { createHash } from 'node:crypto';
import type { ChatIdentity } from 'shared/contract';
import { verifyJwt } from '../auth/jwt';
import type { Queryable } from '../db/database';
import { gradeOf } from '../vip/grade-of';

/** Every member and guest has one support room, named after them. */
export function supportRoomOf(userId: string): string {
  return `support-${userId}`;
}

/**
 * A guest is known by the key their browser keeps: the same key on the same site is the same guest
 * (and support room) across reconnects, and the key itself never shows in a room.
 */
export function guestIdentity(siteId: string, key: string): ChatIdentity {
  const userId = `g${createHash('sha256').update(`${siteId}${key}`).digest('hex').slice(0, 12)}`;
  return { userId, name: `游客${userId.slice(-4)}`, guest: true, vipLevel: 0, supportRid: supportRoomOf(userId) };
}

/** A member on a chat socket, and the login session their token was issued under. */
export interface MemberLogin {
  identity: ChatIdentity;
  sessionId: number;
}

/**
 * The member behind a chat token from member/jwt: signed by this server, not expired, issued for this
 * site, under a login session still live, and the account still active. Null otherwise (the socket
 * answers 6001): a token dies with the session that fetched it (logout, password change, a break).
 */
export async function memberIdentity(
  db: Queryable,
  token: string,
  jwtSecret: string,
  siteId: string,
  now: Date,
): Promise<MemberLogin | null> {
  const claims = verifyJwt(token, jwtSecret, Math.floor(now.getTime() / 1000));
  if (claims === null || claims.siteId !== siteId || typeof claims.sub !== 'string' || typeof claims.sid !== 'number')
    return null;
  const memberId = Number(claims.sub);
  const sessionId = claims.sid;
  if (!Number.isSafeInteger(memberId) || !Number.isSafeInteger(sessionId)) return null;
  const rows = await db.query<{ username: string }>(
    `select m.username from sessions s join members m on m.id = s.member_id
      where s.id = $1 and m.id = $2 and s.site_id = $3 and s.revoked_at is null and s.expires_at > $4 and m.status = 'active'`,
    [sessionId, memberId, siteId, now],
  );
  const username = rows[0]?.username;
  if (username === undefined) return null;
  const grade = await gradeOf(db, memberId);
  const userId = String(memberId);
  return {
    identity: { userId, name: username, guest: false, vipLevel: grade?.grade ?? 0, supportRid: supportRoomOf(userId) },
    sessionId,
  };
}
