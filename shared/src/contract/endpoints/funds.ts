import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { moneySchema } from '../common';

export const getBalance = defineEndpoint({
  path: '/fd/api/v1/transfer/getBalance',
  request: z.object({ withLockMoney: z.boolean().default(true) }),
  response: z.object({
    /** The centre wallet, the balance shown in the header. */
    centerWalletBalance: moneySchema,
    /** Money held by running withdrawals or activities; only sent when withLockMoney is true. */
    lockMoney: moneySchema,
    /** Centre wallet plus every venue wallet (the category-8 total of SPEC §3). */
    totalMoney: moneySchema,
  }),
  auth: true,
});
