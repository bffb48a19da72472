import { WITHDRAW_PASSWORD_PATTERN } from 'shared/contract';

/** Text keys (account namespace) of what is wrong with a new second (withdraw) password pair. */
export type SecondPasswordProblem = 'security.withdraw.format' | 'security.withdraw.mismatch';

/** Six digits, the same twice: the contract's withdraw-password pattern. */
export function secondPasswordProblem(password: string, repeat: string): SecondPasswordProblem | null {
  if (!WITHDRAW_PASSWORD_PATTERN.test(password)) return 'security.withdraw.format';
  return password === repeat ? null : 'security.withdraw.mismatch';
}
