import { z } from 'zod/mini';
import { emptyRequestSchema, moneySchema } from '../common';
import { defineConsoleEndpoint } from './endpoint';

const countAndSum = z.object({ count: z.int(), sum: moneySchema });

/** Figures of the running business, computed from the tables at each call; "today" is the Beijing day. */
export const consoleDashboard = defineConsoleEndpoint({
  path: '/dashboard',
  method: 'GET',
  request: emptyRequestSchema,
  response: z.object({
    at: z.string(),
    /** Members with a live login session. */
    membersOnline: z.int(),
    /** Credited deposit orders today. */
    depositsToday: countAndSum,
    /** Withdrawals paid (approved) today. */
    withdrawalsToday: countAndSum,
    /** Sports tickets not settled yet: their count, stakes and what they would pay if all won. */
    openBets: z.object({ count: z.int(), stake: moneySchema, exposure: moneySchema }),
    /** Stakes minus payouts today, sports and casino (yuan). */
    ggrToday: moneySchema,
    pending: z.object({
      /** Withdrawals waiting for a first decision. */
      withdrawals: z.int(),
      /** Withdrawals waiting for a second finance operator. */
      awaitingSecond: z.int(),
      /** Deposit orders opened and not paid yet. */
      deposits: z.int(),
    }),
  }),
  roles: ['admin', 'finance', 'support'],
});
