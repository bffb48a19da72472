import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** How long a login lasts; the client logs in again after 6001. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionMember {
  sessionId: number;
  memberId: number;
  username: string;
}

export interface NewSession {
  memberId: number;
  siteId: string;
  ip: string;
  visitorId: string;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its opaque token; only the token's hash is stored. */
export async function createSession(db: Queryable, session: NewSession, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (token_hash, member_id, site_id, ip, visitor_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      tokenHash(token),
      session.memberId,
      session.siteId,
      session.ip,
      session.visitorId,
      now,
      new Date(now.getTime() + SESSION_TTL_MS),
    ],
  );
  return token;
}

/**
 * The member behind a live token on the site that issued it: not expired, not revoked, account not
 * frozen. A token shown with another site id is no session at all, so one brand's login never opens
 * another brand's (or a made-up site's) wallet.
 */
export async function findSessionMember(
  db: Queryable,
  token: string,
  siteId: string,
  now: Date,
): Promise<SessionMember | null> {
  const rows = await db.query<SessionMember>(
    `select s.id as "sessionId", m.id as "memberId", m.username
       from sessions s join members m on m.id = s.member_id
      where s.token_hash = $1 and s.site_id = $3 and s.revoked_at is null and s.expires_at > $2 and m.status = 'active'`,
    [tokenHash(token), now, siteId],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, now]);
}

/**
 * Which of `sessionIds` are still live: not revoked, not expired, the member active. The chat asks
 * it for the sessions its sockets logged in under.
 */
export async function liveSessionIds(db: Queryable, sessionIds: readonly number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    `select s.id from sessions s join members m on m.id = s.member_id
      where s.id = any(string_to_array($1, ',')::bigint[]) and s.revoked_at is null and s.expires_at > $2 and m.status = 'active'`,
    [sessionIds.join(','), now],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Ends every live session of the member (password reset). */
export async function revokeAllSessions(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null', [memberId, now]);
}
