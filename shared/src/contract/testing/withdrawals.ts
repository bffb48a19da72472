import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { withdrawOrderSchema } from '../endpoints/withdrawals';

/** The simulated back office, by hand: approves or refuses (with a refund) one pending withdrawal now. */
export const testWithdrawReview = defineEndpoint({
  path: '/test/api/v1/withdraw/review',
  request: z.object({ orderNo: z.string().check(z.minLength(1)), approve: z.boolean(), remark: z._default(z.string().check(z.maxLength(100)), '') }),
  response: withdrawOrderSchema,
});
