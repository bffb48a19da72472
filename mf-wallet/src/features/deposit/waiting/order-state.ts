import type { DepositOrder, DepositOrderStatus } from 'shared/contract';

/** How often the waiting screens ask for the order's status. */
export const POLL_INTERVAL_MS = 3000;

export function isOpen(status: DepositOrderStatus): boolean {
  return status === 'created' || status === 'waiting';
}

/** mm:ss (or h:mm:ss) left until `expiresAt`, never below 0:00. */
export function timeLeft(order: Pick<DepositOrder, 'expiresAt'>, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(order.expiresAt) - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}
