import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { confirmOrder } from '../../funds/deposits/orders';

/**
 * DEPOSIT_CONFIRM_MS: after this many milliseconds the simulated provider reports a new order paid
 * on its own. 0 (the default) leaves orders waiting for the player (the cashier page) or a test.
 */
export function depositConfirmDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEPOSIT_CONFIRM_MS;
  if (raw === undefined || raw.trim() === '') return 0;
  const ms = Number(raw);
  if (!Number.isSafeInteger(ms) || ms < 0)
    throw new Error(`DEPOSIT_CONFIRM_MS must be a whole number of milliseconds, got "${raw}"`);
  return ms;
}

/** Schedules the provider's own confirmation; a lost timer (a restart) only leaves the order waiting. */
export function scheduleConfirmation(
  db: Database,
  orderNo: string,
  delayMs: number,
  clock: () => Date,
  log: FastifyBaseLogger,
): void {
  if (delayMs <= 0) return;
  const timer = setTimeout(() => {
    confirmOrder(db, orderNo, clock()).catch((error: unknown) =>
      log.error({ err: error, orderNo }, 'the simulated provider could not confirm a deposit'),
    );
  }, delayMs);
  timer.unref();
}
