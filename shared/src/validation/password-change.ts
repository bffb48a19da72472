import type { RuleResult } from './failures';
import { checkNewPassword, checkNewPasswordRepeat } from './recovery';

export interface PasswordChangeInput {
  old: string;
  password: string;
  repeat: string;
}

export type PasswordChangeResult = { [K in keyof PasswordChangeInput]: RuleResult };

/**
 * Changing the login password (/mine/auth): the old one is only required (an old account's password
 * may predate today's rule, like at login); the new one follows SPEC §5's 8-12 letters and digits
 * with both kinds, and the repeat must match it.
 */
export function checkPasswordChange({ old, password, repeat }: PasswordChangeInput): PasswordChangeResult {
  return {
    old: old === '' ? 'passwordRequired' : null,
    password: checkNewPassword(password),
    repeat: checkNewPasswordRepeat(password, repeat),
  };
}
