import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { depositOrderStatusSchema } from '../endpoints/deposits';

/**
 * Drives the simulated payment provider (test mode only): a deposit confirmed as the provider would
 * once money arrives, or an order's window run out, without waiting for either.
 */
export const testConfirmDeposit = defineEndpoint({
  path: '/test/api/v1/deposits/confirm',
  request: z.object({ orderNo: z.string().check(z.minLength(1)) }),
  /** credited: this call paid the order (false when it was already paid, closed or expired). */
  response: z.object({ status: depositOrderStatusSchema, credited: z.boolean() }),
});

export const testExpireDeposit = defineEndpoint({
  path: '/test/api/v1/deposits/expire',
  request: z.object({ orderNo: z.string().check(z.minLength(1)) }),
  response: z.object({ status: depositOrderStatusSchema }),
});
