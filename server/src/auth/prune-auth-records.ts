import type { Queryable } from '../db/database';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes authentication rows nothing reads any more: captchas and challenges an hour past expiry,
 * login attempts and codes after a day (the longest window that counts them is an hour), used or
 * expired auto-login grants. Keeps these tables small on a long-running server.
 */
export async function pruneAuthRecords(db: Queryable, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.query('delete from captchas where expires_at < $1', [hourAgo]);
  await db.query('delete from slider_challenges where expires_at < $1', [hourAgo]);
  await db.query('delete from login_attempts where created_at < $1', [dayAgo]);
  await db.query('delete from verification_codes where created_at < $1', [dayAgo]);
  await db.query('delete from auto_login_grants where used_at is not null or expires_at < $1', [now]);
}
