import type { RuleResult } from './failures';
import { CODE_DIGITS, PHONE_CHECK_DIGITS } from './limits';

/** SPEC §5: the security check takes exactly the 4 hidden digits, else 手机号码错误. */
export function checkPhoneMiddleDigits(digits: string): RuleResult {
  return new RegExp(`^\\d{${PHONE_CHECK_DIGITS}}$`).test(digits) ? null : 'phoneCheckInvalid';
}

/** SPEC §5: the new-device login needs 6 digits, and a code must have been asked for first. */
export function checkDeviceCode(code: string, requested: boolean): RuleResult {
  if (!requested) return 'codeNotRequested';
  if (code === '') return 'codeRequired';
  return isDeviceCodeComplete(code) ? null : 'codeFormat';
}

/** 登录 is enabled only once 6 digits are in. */
export function isDeviceCodeComplete(code: string): boolean {
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code);
}

/**
 * The full number behind a masked one (138****5678 + 1234 → 13812345678): the code is sent to
 * the number the member proves to know. The first run of asterisks takes the digits.
 */
export function unmaskPhone(masked: string, middle: string): string {
  return masked.replace(/\*+/, middle);
}
