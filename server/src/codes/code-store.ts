import { randomInt } from 'node:crypto';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, ResponseCode } from 'shared/contract';
import type { Database, Queryable } from '../db/database';
import { hmacBase64Url, sameText } from '../auth/hmac';
import { DomainError } from '../domain/domain-error';
import { resendWaitMessage } from './purpose-names';
import type { CodeChannel, CodePurpose } from './receiver';

/** Codes one receiver may get per hour; beyond it 6034, so nobody can flood a phone or a mailbox. */
export const CODE_HOURLY_CAP = 10;

/** Whose code it is and what for: a code only ever unlocks the purpose it was sent for. */
export interface CodeOwner {
  memberId: number;
  purpose: CodePurpose;
  /** Normalised (receiver.ts). */
  receiver: string;
}

/** Namespaces this server's advisory locks apart from the migration and seed keys. */
const RECEIVER_LOCK_SPACE = 7_400_003;
const HOUR_MS = 60 * 60 * 1000;

export const CODE_WRONG = '验证码错误';
export const CODE_EXPIRED = '验证码已过期，请重新获取';

/**
 * Only an HMAC is stored: six digits are a million guesses, so a plain hash of a leaked row would be
 * reversed at once; without the server secret it cannot be.
 */
function codeHash(secret: string, owner: CodeOwner, code: string): string {
  return hmacBase64Url(secret, `code|${owner.purpose}|${owner.receiver}|${code}`);
}

/**
 * Creates a code for `owner`, after the receiver limits: one code per purpose per CODE_RESEND_SECONDS
 * (6066, naming the purpose, with the seconds left in the message and in data.resendAfter), so a code
 * just sent for one purpose never delays another the member asks for; and CODE_HOURLY_CAP codes per
 * hour whatever the purpose (6034), so nobody floods a phone. The check and the insert hold a lock on
 * the receiver, so two quick clicks cannot both pass.
 */
export async function createCode(
  db: Database,
  secret: string,
  owner: CodeOwner,
  channel: CodeChannel,
  now: Date,
): Promise<{ id: number; code: string }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [RECEIVER_LOCK_SPACE, owner.receiver]);
    const rows = await tx.query<{ last: Date | null; lastHour: number }>(
      `select max(created_at) filter (where purpose = $3) as last, count(*)::int as "lastHour"
         from verification_codes where receiver = $1 and created_at > $2`,
      [owner.receiver, new Date(now.getTime() - HOUR_MS), owner.purpose],
    );
    const { last, lastHour } = rows[0] ?? { last: null, lastHour: 0 };
    if (last !== null) {
      const wait = Math.ceil(CODE_RESEND_SECONDS - (now.getTime() - last.getTime()) / 1000);
      if (wait > 0)
        throw new DomainError(ResponseCode.SIXTY_SECOND_LIMIT, resendWaitMessage(owner.purpose, wait), {
          resendAfter: wait,
        });
    }
    if (lastHour >= CODE_HOURLY_CAP) throw new DomainError(ResponseCode.MAX_PHONE_ATTEMPTS);
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const inserted = await tx.query<{ id: number }>(
      `insert into verification_codes (member_id, purpose, channel, receiver, code_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        owner.memberId,
        owner.purpose,
        channel,
        owner.receiver,
        codeHash(secret, owner, code),
        now,
        new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      ],
    );
    return { id: inserted[0]?.id ?? 0, code };
  });
}

/**
 * Takes back a code that never reached the member (the gateway failed): it neither counts towards
 * the resend minute and the hourly cap nor replaces the code sent before it.
 */
export async function withdrawCode(db: Queryable, codeId: number): Promise<void> {
  await db.query('delete from verification_codes where id = $1 and verified_at is null', [codeId]);
}

/**
 * Checks `typed` against the owner's latest code, which replaces any earlier one, and returns its id
 * for the caller to mark. 6038 when there is none, it expired or was already used; 6037 once
 * CODE_MAX_ATTEMPTS wrong tries killed it; 6036 for a wrong code, which counts as a try.
 */
export async function checkCode(
  db: Queryable,
  secret: string,
  owner: CodeOwner,
  typed: string,
  now: Date,
): Promise<number> {
  const rows = await db.query<{
    id: number;
    codeHash: string;
    attempts: number;
    expiresAt: Date;
    verifiedAt: Date | null;
  }>(
    `select id, code_hash as "codeHash", attempts, expires_at as "expiresAt", verified_at as "verifiedAt"
       from verification_codes where member_id = $1 and purpose = $2 and receiver = $3
      order by created_at desc, id desc limit 1`,
    [owner.memberId, owner.purpose, owner.receiver],
  );
  const row = rows[0];
  if (row === undefined || row.verifiedAt !== null || row.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CODE_EXPIRED);
  }
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw new DomainError(ResponseCode.AUTHENTICATION_LOCKED);
  if (!sameText(codeHash(secret, owner, typed.trim()), row.codeHash)) {
    await db.query('update verification_codes set attempts = attempts + 1 where id = $1 and attempts < $2', [
      row.id,
      CODE_MAX_ATTEMPTS,
    ]);
    throw new DomainError(ResponseCode.AUTHENTICATION_CODE_ERROR, CODE_WRONG);
  }
  return row.id;
}

/** Step two of recovery: the code was right; step three has the window to use it. */
export async function markCodeVerified(db: Queryable, codeId: number, now: Date): Promise<void> {
  const rows = await db.query<{ id: number }>(
    'update verification_codes set verified_at = $2 where id = $1 and verified_at is null returning id',
    [codeId, now],
  );
  if (rows.length === 0) throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CODE_EXPIRED);
}

/** Checked and used at once (the new-device login); false when a concurrent call used it first. */
export async function redeemCode(db: Queryable, codeId: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update verification_codes set verified_at = coalesce(verified_at, $2), redeemed_at = $2
      where id = $1 and redeemed_at is null returning id`,
    [codeId, now],
  );
  return rows.length > 0;
}

/**
 * Step three of recovery: uses up the owner's code verified within `windowMs`. 6035 when no verified
 * code waits (step two was skipped), 6038 when the window has passed.
 */
export async function redeemVerifiedCode(db: Queryable, owner: CodeOwner, windowMs: number, now: Date): Promise<void> {
  const rows = await db.query<{ id: number; verifiedAt: Date }>(
    `select id, verified_at as "verifiedAt" from verification_codes
      where member_id = $1 and purpose = $2 and receiver = $3 and verified_at is not null and redeemed_at is null
      order by verified_at desc limit 1`,
    [owner.memberId, owner.purpose, owner.receiver],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.AUTHENTICATION_REQUIRED);
  if (now.getTime() - row.verifiedAt.getTime() > windowMs) {
    throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, '验证已超时，请重新获取验证码');
  }
  if (!(await redeemCode(db, row.id, now))) throw new DomainError(ResponseCode.AUTHENTICATION_REQUIRED);
}
