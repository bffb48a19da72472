import { ResponseCode } from 'shared/contract';
import type { FundRules } from 'shared/contract/console';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { defaultFundRules, readFundRules } from './fund-rules-store';

const HOUR_MS = 3_600_000;

export const PHONE_FIRST_MESSAGE = '请先完成手机验证';
export const LOCKING_UNAVAILABLE_MESSAGE = '本站暂未开放自助锁定，请联系客服';
export const PROTECTION_CONFIG_MESSAGE = '提款保护设置有误，暂时无法提款，请联系客服';

async function rulesOf(db: Queryable, siteId: string): Promise<FundRules> {
  return (await readFundRules(db, siteId)) ?? defaultFundRules(siteId);
}

/** When the member last proved the phone with a code; null while unbound or never proved. */
async function phoneVerifiedAt(db: Queryable, memberId: number): Promise<Date | null> {
  const rows = await db.query<{ at: Date | null }>(
    `select case when phone = '' then null else phone_verified_at end as at from members where id = $1`,
    [memberId],
  );
  return rows[0]?.at ?? null;
}

/**
 * withdraw/new under the brand's rules: 6111 while a hold is set without the phone rule it counts
 * from; 6016 while the phone rule is on and the phone is not verified, or the hold since the last
 * verification has not run out (naming the hours left).
 */
export async function requireWithdrawPhone(db: Queryable, siteId: string, memberId: number, now: Date): Promise<void> {
  const rules = await rulesOf(db, siteId);
  if (rules.withdrawHoldHours > 0 && !rules.phoneForWithdraw)
    throw new DomainError(ResponseCode.WITHDRAWAL_PROTECTION_CONFIG_ERROR, PROTECTION_CONFIG_MESSAGE);
  if (!rules.phoneForWithdraw) return;
  const verifiedAt = await phoneVerifiedAt(db, memberId);
  if (verifiedAt === null) throw new DomainError(ResponseCode.PHONE_VERIFICATION_REQUIRED, PHONE_FIRST_MESSAGE);
  const waitMs = verifiedAt.getTime() + rules.withdrawHoldHours * HOUR_MS - now.getTime();
  if (waitMs > 0) {
    const hours = Math.ceil(waitMs / HOUR_MS);
    throw new DomainError(
      ResponseCode.PHONE_VERIFICATION_REQUIRED,
      `手机验证后${rules.withdrawHoldHours}小时内暂不能提款，请约${hours}小时后再试`,
    );
  }
}

/** A deposit order, a transfer into a venue or a USDT conversion: 6017 while the brand asks a verified phone first. */
export async function requireFundsPhone(db: Queryable, siteId: string, memberId: number): Promise<void> {
  const rules = await rulesOf(db, siteId);
  if (rules.phoneForFunds && (await phoneVerifiedAt(db, memberId)) === null)
    throw new DomainError(ResponseCode.PHONE_VERIFICATION_REQUIRED_2, PHONE_FIRST_MESSAGE);
}

/** A time-out or self-exclusion: 6110 where the brand has members' own locking off. */
export async function requireMemberLocking(db: Queryable, siteId: string): Promise<void> {
  if (!(await rulesOf(db, siteId)).memberLocking)
    throw new DomainError(ResponseCode.LOCKING_UNAVAILABLE, LOCKING_UNAVAILABLE_MESSAGE);
}
