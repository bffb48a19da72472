import { WITHDRAW_PASSWORD_PATTERN, type PayoutAccount, type WithdrawKindConfig } from 'shared/contract';

export type WithdrawProblem =
  | { key: 'account' }
  | { key: 'amountRequired' }
  | { key: 'amountRange'; min: number; max: number }
  | { key: 'overBalance' }
  | { key: 'password' };

/**
 * What stops a withdrawal before it is sent (the server checks the same): an account, an amount
 * within the kind's limits and the balance, and six digits when the brand asks for the password.
 */
export function checkWithdrawal(input: {
  account: PayoutAccount | undefined;
  amount: string;
  limits: WithdrawKindConfig | undefined;
  balance: number;
  passwordRequired: boolean;
  password: string;
}): WithdrawProblem | null {
  if (!input.account || !input.limits) return { key: 'account' };
  const value = Number(input.amount);
  if (input.amount === '' || !Number.isFinite(value) || value <= 0) return { key: 'amountRequired' };
  if (value < input.limits.min || value > input.limits.max)
    return { key: 'amountRange', min: input.limits.min, max: input.limits.max };
  if (value > input.balance) return { key: 'overBalance' };
  if (input.passwordRequired && !WITHDRAW_PASSWORD_PATTERN.test(input.password)) return { key: 'password' };
  return null;
}

/** Fee and what arrives, in fen arithmetic so 0.1 + 0.2 never shows. */
export function feeOf(amount: number, feeRate: number): { fee: number; actual: number } {
  const fen = Math.round(amount * 100);
  const fee = Math.round(fen * feeRate);
  return { fee: fee / 100, actual: (fen - fee) / 100 };
}

/** USDT paid for `actual` yuan at `rate`, rounded down to the cent as the server pays it. */
export function usdtOf(actual: number, rate: number): number {
  return Math.floor(Math.round(actual * 100) / rate) / 100;
}
