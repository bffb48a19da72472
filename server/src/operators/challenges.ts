import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** How long the step between the password and the code may take. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface Challenge {
  operatorId: number;
  kind: 'totp' | 'enrol';
  enrolSecret: string | null;
}

function challengeHash(challenge: string): string {
  return createHash('sha256').update(`challenge:${challenge}`).digest('hex');
}

export async function openChallenge(
  db: Queryable,
  challenge: Challenge,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.query(
    `insert into operator_challenges (token_hash, operator_id, kind, enrol_secret, expires_at) values ($1, $2, $3, $4, $5)`,
    [challengeHash(token), challenge.operatorId, challenge.kind, challenge.enrolSecret, expiresAt],
  );
  return { token, expiresAt };
}

/** A live, unused challenge of this kind, locked for the caller's transaction; null otherwise. */
export async function findChallenge(
  tx: Queryable,
  token: string,
  kind: Challenge['kind'],
  now: Date,
): Promise<Challenge | null> {
  const rows = await tx.query<Challenge>(
    `select operator_id as "operatorId", kind, enrol_secret as "enrolSecret" from operator_challenges
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > $3 for update`,
    [challengeHash(token), kind, now],
  );
  return rows[0] ?? null;
}

export async function spendChallenge(tx: Queryable, token: string, now: Date): Promise<void> {
  await tx.query(`update operator_challenges set used_at = $2 where token_hash = $1`, [challengeHash(token), now]);
}
