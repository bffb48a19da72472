import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { ApiFailure } from '../http/api-failure';

const MINUTE_MS = 60 * 1000;

/** Names are case-insensitive everywhere, so 'Demo888' and 'demo888' share one counter. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * 6011 请勿频繁提交 once the name or the IP already made `perMinute` login calls in the last minute.
 * Both matter: one name guessed from many IPs, and one IP trying many names. Refused calls are not
 * recorded, so the block lifts a minute after the burst whatever the caller keeps doing.
 */
export async function enforceLoginRate(db: Queryable, name: string, ip: string, perMinute: number, now: Date): Promise<void> {
  const rows = await db.query<{ byName: number; byIp: number }>(
    `select count(*) filter (where name_key = $1)::int as "byName", count(*) filter (where ip = $2)::int as "byIp"
       from login_attempts where created_at > $3 and (name_key = $1 or ip = $2)`,
    [nameKey(name), ip, new Date(now.getTime() - MINUTE_MS)],
  );
  const counts = rows[0] ?? { byName: 0, byIp: 0 };
  if (counts.byName >= perMinute || counts.byIp >= perMinute) throw new ApiFailure(ResponseCode.FREQUENT_SUBMISSION);
}

/** Records one login call with the status it ended with (6000 for success). */
export async function recordLoginAttempt(db: Queryable, name: string, ip: string, statusCode: number, now: Date): Promise<void> {
  await db.query('insert into login_attempts (name_key, ip, status_code, created_at) values ($1, $2, $3, $4)', [nameKey(name), ip, statusCode, now]);
}

/** Wrong passwords (6002) for the name since `since`: what the captcha policy escalates on. */
export async function countFailedPasswords(db: Queryable, name: string, since: Date): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    `select count(*)::int as failures from login_attempts where name_key = $1 and status_code = $2 and created_at > $3`,
    [nameKey(name), ResponseCode.INVALID_CREDENTIALS, since],
  );
  return rows[0]?.failures ?? 0;
}
