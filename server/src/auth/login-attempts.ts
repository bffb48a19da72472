import { ResponseCode } from 'shared/contract';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';

const MINUTE_MS = 60 * 1000;
/** Any fixed key: every login call's count-and-record takes it, so no two interleave. */
const LOGIN_RATE_LOCK = 6011_0001;

/** Names are case-insensitive everywhere, so 'Demo888' and 'demo888' share one counter. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** What the rate limit decided for one login call that may go on. */
export interface LoginAdmission {
  /** The call's row, recorded with status 0 until recordLoginOutcome. */
  attemptId: number;
  /**
   * The name already made `perMinute` calls in the last minute: the call goes on only with a solved
   * captcha. Refusing outright would let anyone lock a member out by guessing at their name.
   */
  nameLimited: boolean;
}

/**
 * Counts the last minute's calls and records this one in one transaction, under one advisory lock:
 * checked first and recorded after the password check, a burst of parallel calls all saw the same
 * old count and all got through. 6011 请勿频繁提交 once the IP made `perMinute` calls (one IP trying
 * many names); refused calls are not recorded, so the block lifts a minute after the burst.
 */
export async function admitLogin(
  db: Database,
  name: string,
  ip: string,
  perMinute: number,
  now: Date,
): Promise<LoginAdmission> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOGIN_RATE_LOCK]);
    const rows = await tx.query<{ byName: number; byIp: number }>(
      `select count(*) filter (where name_key = $1)::int as "byName", count(*) filter (where ip = $2)::int as "byIp"
         from login_attempts where created_at > $3 and (name_key = $1 or ip = $2)`,
      [nameKey(name), ip, new Date(now.getTime() - MINUTE_MS)],
    );
    const counts = rows[0] ?? { byName: 0, byIp: 0 };
    if (counts.byIp >= perMinute) throw new DomainError(ResponseCode.FREQUENT_SUBMISSION);
    const inserted = await tx.query<{ id: string | number }>(
      'insert into login_attempts (name_key, ip, status_code, created_at) values ($1, $2, 0, $3) returning id',
      [nameKey(name), ip, now],
    );
    return { attemptId: Number(inserted[0]?.id), nameLimited: counts.byName >= perMinute };
  });
}

/** The status the admitted call ended with (6000 for success; 6002 feeds the captcha policy). */
export async function recordLoginOutcome(db: Queryable, attemptId: number, statusCode: number): Promise<void> {
  await db.query('update login_attempts set status_code = $2 where id = $1', [attemptId, statusCode]);
}

/** Records a finished login call outright (tests and seeds that need history). */
export async function recordLoginAttempt(
  db: Queryable,
  name: string,
  ip: string,
  statusCode: number,
  now: Date,
): Promise<void> {
  await db.query('insert into login_attempts (name_key, ip, status_code, created_at) values ($1, $2, $3, $4)', [
    nameKey(name),
    ip,
    statusCode,
    now,
  ]);
}

/** Wrong passwords (6002) for the name since `since`: what the captcha policy escalates on. */
export async function countFailedPasswords(db: Queryable, name: string, since: Date): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    `select count(*)::int as failures from login_attempts where name_key = $1 and status_code = $2 and created_at > $3`,
    [nameKey(name), ResponseCode.INVALID_CREDENTIALS, since],
  );
  return rows[0]?.failures ?? 0;
}
