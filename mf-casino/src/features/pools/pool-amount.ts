import type { BonusPool } from 'shared/contract';

/** A pool as fetched, with the local time the answer arrived (ms since epoch). */
export interface PoolReading {
  pool: BonusPool;
  receivedAt: number;
}

/**
 * The pool's figure at `now`: it grows by `perSecond` from the amount the server sent. Time is
 * counted from when the answer arrived, not from the server's `at`, so a client clock that is off
 * does not make the figure jump.
 */
export function poolAmountAt({ pool, receivedAt }: PoolReading, now: number): number {
  const elapsedSeconds = Math.max(0, now - receivedAt) / 1000;
  return pool.amount + pool.perSecond * elapsedSeconds;
}

// formatMoney (shared/format) strips a trailing .00 and formatAmount has no thousands separators:
// a figure that counts up needs a fixed width of two decimals and grouping, or it jitters.
const yuan = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ¥1,234,567.80 — always two decimals, cut rather than rounded so the figure never runs ahead. */
export function formatPoolAmount(amount: number): string {
  return yuan.format(Number.isFinite(amount) ? Math.floor(amount * 100 + 1e-6) / 100 : 0);
}
