import { ResponseCode } from 'shared/contract';
import { ageOn, checkRealName, MINIMUM_AGE } from 'shared/validation';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { beijingDate } from '../../time/beijing';

export interface ProfileFields {
  realName?: string | undefined;
  gender?: 1 | 2 | undefined;
  /** 'YYYY-MM-DD' */
  birthday?: string | undefined;
}

export const REAL_NAME_INVALID = '请输入正确的名字';
export const UNDER_AGE = '您的年龄未满18岁，无法进行游戏';
export const BIRTHDAY_INVALID = '请选择正确的出生日期';
export const PROFILE_LOCKED = '资料提交后不可修改';

/** Birthdays must come after this day. */
const EARLIEST_BIRTHDAY = '1900-01-01';

/**
 * SPEC §5 birthday: a real date after 1900, not after today, and 18 or over — all on the Beijing
 * calendar, since that is the day the player sees whatever the server's time zone.
 */
export function checkBirthdayOn(birthday: string, now: Date): void {
  const today = beijingDate(now);
  // ageOn reads local calendar fields: hand it Beijing's day as a local date.
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const age = ageOn(birthday, new Date(year, month - 1, day));
  if (age === null || birthday > today || birthday <= EARLIEST_BIRTHDAY) {
    throw new DomainError(ResponseCode.INVALID_PARAMETER, BIRTHDAY_INVALID);
  }
  if (age < MINIMUM_AGE) throw new DomainError(ResponseCode.INVALID_PARAMETER, UNDER_AGE);
}

/**
 * member/bindOther: checks every given field with the client's own rules (shared/validation), then
 * sets them — each only while still empty (SPEC §5 "Profile data cannot be changed after
 * submission"): a field already set refuses the whole call with 6009, so nothing half-applies.
 */
export async function saveProfileFields(
  db: Database,
  memberId: number,
  fields: ProfileFields,
  now: Date,
): Promise<void> {
  const realName = fields.realName?.trim();
  if (realName !== undefined && checkRealName(realName) !== null)
    throw new DomainError(ResponseCode.INVALID_PARAMETER, REAL_NAME_INVALID);
  if (fields.birthday !== undefined) checkBirthdayOn(fields.birthday, now);
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ realName: string; gender: number; birthday: string | null }>(
      `select real_name as "realName", gender, to_char(birthday, 'YYYY-MM-DD') as birthday from members where id = $1 for no key update`,
      [memberId],
    );
    const current = rows[0];
    if (current === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
    const locked =
      (realName !== undefined && current.realName.trim() !== '') ||
      (fields.gender !== undefined && current.gender !== 0) ||
      (fields.birthday !== undefined && current.birthday !== null);
    if (locked) throw new DomainError(ResponseCode.DATA_EXISTS, PROFILE_LOCKED);
    await tx.query(
      `update members set real_name = coalesce($2, real_name), gender = coalesce($3, gender), birthday = coalesce($4::date, birthday) where id = $1`,
      [memberId, realName ?? null, fields.gender ?? null, fields.birthday ?? null],
    );
  });
}
