import type { PayoutKind, WithdrawKindConfig } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { gradeOf } from '../../vip/grade-of';

/**
 * The limits of each kind (withdraw/baseCfg/list), in fen here and yuan on the wire. How many a day
 * is the member's, by VIP grade (dailyWithdrawalsOf), the same for every kind.
 */
export interface KindLimits {
  kind: PayoutKind;
  minFen: number;
  maxFen: number;
  feeRate: number;
}

export const WITHDRAW_LIMITS: Readonly<Record<PayoutKind, KindLimits>> = {
  bank: { kind: 'bank', minFen: 100_00, maxFen: 50_000_00, feeRate: 0 },
  coin: { kind: 'coin', minFen: 100_00, maxFen: 100_000_00, feeRate: 0.01 },
  alipay: { kind: 'alipay', minFen: 100_00, maxFen: 20_000_00, feeRate: 0 },
};

/** Withdrawals of each kind the member may make a Beijing day: their VIP grade's (vip_grades.daily_withdrawals). */
export async function dailyWithdrawalsOf(db: Queryable, memberId: number): Promise<number> {
  const member = await gradeOf(db, memberId);
  if (member === null) throw new Error(`member ${memberId} does not exist`);
  return member.config.dailyWithdrawals;
}

/** Yuan per USDT for coin withdrawals (usdtWithdrawInfo). */
export const USDT_WITHDRAW_RATE = 7.2;

export function kindConfigView(limits: KindLimits, dailyCount: number): WithdrawKindConfig {
  return { kind: limits.kind, min: limits.minFen / 100, max: limits.maxFen / 100, dailyCount, feeRate: limits.feeRate };
}

export function feeFen(limits: KindLimits, amountFen: number): number {
  return Math.round(amountFen * limits.feeRate);
}

/** USDT paid for `actualFen`, rounded down to the cent so the platform never pays more than it holds. */
export function usdtFor(actualFen: number, rate: number): number {
  return Math.floor(actualFen / rate) / 100;
}
