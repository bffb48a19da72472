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

/**
 * The member behind a chat token from member/jwt: signed by this server, not expired, issued for this
 * site, and the account still active. Null otherwise (the socket answers 6001).
 */
export async function memberIdentity(db: Queryable, token: string, jwtSecret: string, siteId: string, now: Date): Promise<ChatIdentity | null> {
  const claims = verifyJwt(token, jwtSecret, Math.floor(now.getTime() / 1000));
  if (claims === null || claims.siteId !== siteId || typeof claims.sub !== 'string') return null;
  const memberId = Number(claims.sub);
  if (!Number.isSafeInteger(memberId)) return null;
  const rows = await db.query<{ username: string }>(`select username from members where id = $1 and status = 'active'`, [memberId]);
  const username = rows[0]?.username;
  if (username === undefined) return null;
  const grade = await gradeOf(db, memberId);
  const userId = String(memberId);
  return { userId, name: username, guest: false, vipLevel: grade?.grade ?? 0, supportRid: supportRoomOf(userId) };
}
