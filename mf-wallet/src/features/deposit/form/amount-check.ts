import type { DepositChannel } from 'shared/contract';

export type AmountProblem = { key: 'required' } | { key: 'range'; min: number; max: number };

/** A typed deposit amount against its channel: null when it may be paid. */
export function checkDepositAmount(
  amount: string,
  channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>,
): AmountProblem | null {
  const value = Number(amount);
  if (amount === '' || !Number.isFinite(value) || value <= 0) return { key: 'required' };
  if (value < channel.minAmount || value > channel.maxAmount)
    return { key: 'range', min: channel.minAmount, max: channel.maxAmount };
  return null;
}
