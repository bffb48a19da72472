import { CAPTCHA_TTL_SECONDS, ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { newCaptchaId } from './captcha-ids';
import type { CaptchaKind } from './captcha-kind';

/** Graphic codes are compared without case or surrounding spaces: players type what they see. */
export function normaliseGraphicAnswer(text: string): string {
  return text.trim().toUpperCase();
}

/** Stores a captcha a later call may consume once, within CAPTCHA_TTL_SECONDS; returns its codeId. */
export async function storeCaptcha(
  db: Queryable,
  kind: CaptchaKind,
  answer: string | null,
  now: Date,
): Promise<string> {
  const id = newCaptchaId();
  await db.query('insert into captchas (id, kind, answer, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    id,
    kind,
    answer === null ? null : normaliseGraphicAnswer(answer),
    now,
    new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  ]);
  return id;
}

export const CAPTCHA_WRONG = '验证码错误';
export const CAPTCHA_EXPIRED = '验证码已过期，请重新获取';

/**
 * Uses up the captcha `codeId` and checks it: 6038 when it is unknown, already used or expired, 6036
 * when it is of another kind or the typed code is wrong. The row is marked used before it is judged,
 * so a wrong answer burns it too and every guess costs a new image.
 */
export async function consumeCaptcha(
  db: Queryable,
  kind: CaptchaKind,
  codeId: string,
  typed: string,
  now: Date,
): Promise<void> {
  const rows = await db.query<{ kind: CaptchaKind; answer: string | null; expiresAt: Date }>(
    `update captchas set used_at = $2 where id = $1 and used_at is null
     returning kind, answer, expires_at as "expiresAt"`,
    [codeId, now],
  );
  const row = rows[0];
  if (row === undefined || row.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CAPTCHA_EXPIRED);
  }
  if (row.kind !== kind) throw new DomainError(ResponseCode.AUTHENTICATION_CODE_ERROR, CAPTCHA_WRONG);
  if (kind === 'graphic' && row.answer !== normaliseGraphicAnswer(typed)) {
    throw new DomainError(ResponseCode.AUTHENTICATION_CODE_ERROR, CAPTCHA_WRONG);
  }
}
