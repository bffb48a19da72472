import { registerRequestSchema } from '../contract/endpoints/user';
import type { RuleResult } from './failures';

/** SPEC §5/§9: 8-12 characters, letters and digits only, at least one of each. */
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,12}$/;

/**
 * Register username: 4-11 characters, a letter first, letters and digits only, at least two letters
 * and a digit. The rule is the contract's request schema, so the form and the server never disagree.
 */
export function checkUsername(name: string): RuleResult {
  if (name === '') return 'usernameRequired';
  return registerRequestSchema.shape.name.safeParse(name).success ? null : 'usernameFormat';
}

/** Register password (and the reset's new password shares the pattern; see recovery.ts). */
export function checkPassword(password: string): RuleResult {
  if (password === '') return 'passwordRequired';
  return isPasswordFormat(password) ? null : 'passwordFormat';
}

export function isPasswordFormat(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

export function checkRepeat(password: string, repeat: string): RuleResult {
  if (repeat === '') return 'repeatRequired';
  return repeat === password ? null : 'repeatMismatch';
}

export function checkAgree(agree: boolean): RuleResult {
  return agree ? null : 'agreeRequired';
}

/**
 * SPEC §5: login applies only the required checks; the server judges the rest, so an old account
 * whose name predates today's rules can still log in. Surrounding spaces do not count as input.
 */
export function checkLogin(name: string, password: string): { name: RuleResult; password: RuleResult } {
  return {
    name: name.trim() === '' ? 'usernameRequired' : null,
    password: password === '' ? 'passwordRequired' : null,
  };
}
