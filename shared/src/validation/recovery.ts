import type { RuleResult } from './failures';
import { isPasswordFormat } from './account';
import { CODE_DIGITS, MAINLAND_MOBILE_PATTERN } from './limits';

/** SPEC §5: a non-space run, @, a non-space run, a dot, a non-space run. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const CODE_PATTERN = new RegExp(`^\\d{${CODE_DIGITS}}$`);

export function checkRecoveryUsername(name: string): RuleResult {
  return name.trim() === '' ? 'recoveryUsernameRequired' : null;
}

/**
 * A country's pattern from the country list, compiled; a pattern the browser cannot compile falls
 * back to the mainland one rather than locking the member out of recovery.
 */
export function phonePattern(source: string | undefined): RegExp {
  if (source) {
    try {
      return new RegExp(source);
    } catch {
      // Fall through to the default below.
    }
  }
  return new RegExp(MAINLAND_MOBILE_PATTERN);
}

/** SPEC §5: the phone must match the chosen country's pattern (mainland mobile by default). */
export function checkPhone(phone: string, pattern: string = MAINLAND_MOBILE_PATTERN): RuleResult {
  return phone !== '' && phonePattern(pattern).test(phone) ? null : 'phoneInvalid';
}

export function checkEmail(email: string): RuleResult {
  if (email.trim() === '') return 'emailRequired';
  return EMAIL_PATTERN.test(email) ? null : 'emailInvalid';
}

/** A code sent by SMS, e-mail or voice call: required, and then exactly 6 digits. */
export function checkCode(code: string): RuleResult {
  if (code === '') return 'codeRequired';
  return CODE_PATTERN.test(code) ? null : 'codeFormat';
}

export function checkNewPassword(password: string): RuleResult {
  if (password === '') return 'newPasswordRequired';
  return isPasswordFormat(password) ? null : 'passwordFormat';
}

export function checkNewPasswordRepeat(password: string, repeat: string): RuleResult {
  if (repeat === '') return 'newRepeatRequired';
  return repeat === password ? null : 'newRepeatMismatch';
}
